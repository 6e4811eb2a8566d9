import { useUnit } from 'effector-react';
import { useLocaleFormats } from '../format';
import { $currency } from '../market';
import { currencyRatesQuery } from './model';
import { formatParts, type ShownParts } from './parts';

/** Formats a total's parts (roubles) in the visitor's currency, adding up as shown (`formatParts`); `null` until the rates are known. */
export function usePartsFormatter(): ((roubles: readonly number[]) => ShownParts) | null {
  const [rates, currency] = useUnit([currencyRatesQuery.$data, $currency]);
  const formats = useLocaleFormats();
  if (!rates) return null;
  return (roubles) => formatParts(roubles, currency, rates, formats);
}
