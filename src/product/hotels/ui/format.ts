import { useMemo } from 'react';
import { usePriceFormatter } from '../../../platform/currency';
import { formatPrice, useLocaleFormats } from '../../../platform/format';

/** Formats roubles in the visitor's currency; in roubles until the rates are known. */
export function usePrice(): (roubles: number) => string {
  const price = usePriceFormatter();
  const formats = useLocaleFormats();
  return useMemo(() => price ?? ((roubles: number) => formatPrice(roubles, 'rub', formats)), [price, formats]);
}
