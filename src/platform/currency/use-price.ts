import { useUnit } from 'effector-react';
import { $currency } from '../market';
import { formatPrice, useLocaleFormats } from '../format';
import { fromRoubles } from './convert';
import { currencyRatesQuery } from './model';

/** Formats a rouble amount in the visitor's currency; `null` until the rates are known. */
export function usePriceFormatter(): ((roubles: number) => string) | null {
  const [rates, currency] = useUnit([currencyRatesQuery.$data, $currency]);
  const formats = useLocaleFormats();
  if (!rates) return null;
  return (roubles) => {
    const amount = fromRoubles(roubles, currency, rates);
    return amount === null ? formatPrice(roubles, 'rub', formats) : formatPrice(amount, currency, formats);
  };
}
