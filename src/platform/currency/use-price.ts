import { useUnit } from 'effector-react';
import { useTranslator } from '../i18n';
import { $currency } from '../market';
import { formatPrice } from '../format';
import { fromRoubles } from './convert';
import { currencyRatesQuery } from './model';

/** Formats a rouble amount in the visitor's currency; `null` until the rates are known. */
export function usePriceFormatter(): ((roubles: number) => string) | null {
  const [rates, currency] = useUnit([currencyRatesQuery.$data, $currency]);
  const { locale } = useTranslator();
  if (!rates) return null;
  return (roubles) => {
    const amount = fromRoubles(roubles, currency, rates);
    return amount === null ? formatPrice(roubles, 'rub', locale) : formatPrice(amount, currency, locale);
  };
}
