import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $currency } from '../market';
import { formatPrice, useLocaleFormats } from '../format';
import { rateOf, roublesIn } from './convert';
import { currencyRatesQuery } from './model';

/** Formats a rouble amount in the visitor's currency; `null` until the rates are known. */
export function usePriceFormatter(): ((roubles: number) => string) | null {
  const [rates, currency] = useUnit([currencyRatesQuery.$data, $currency]);
  const formats = useLocaleFormats();
  // The same function while the rates, currency and locale stay: memoized rows keep their render.
  return useMemo(() => {
    if (!rates) return null;
    const rate = rateOf(currency, rates);
    return (roubles: number) => (rate === null ? formatPrice(roubles, 'rub', formats) : formatPrice(roublesIn(roubles, rate), currency, formats));
  }, [rates, currency, formats]);
}
