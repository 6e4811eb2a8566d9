import type { CurrencyRates } from '../../contracts';

/** Converts roubles to `currency`; `null` when the rate is unknown. */
export function fromRoubles(amount: number, currency: string, rates: CurrencyRates | null): number | null {
  const rate = rates?.[currency];
  return rate ? amount / rate : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A price the way people of `locale` write it, whole units: 12 345 ₽, $1,234. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(Math.round(amount));
}
