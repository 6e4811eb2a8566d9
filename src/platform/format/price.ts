import { currencies } from '../market';
import { numberFormat } from './intl';

type Display = 'narrowSymbol' | 'symbol';

const wholeUnits = (currency: string, currencyDisplay: Display): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency: currency.toUpperCase(),
  currencyDisplay,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const symbolOf = (locale: string, currency: string, display: Display) =>
  numberFormat(locale, wholeUnits(currency, display))
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value ?? currency.toUpperCase();

const displays = new Map<string, Display>();

/**
 * The narrow symbol people use (₽, ₸, $), unless another supported currency shares it in this locale
 * (A$, CA$ and US$ are all "$") and the locale has a distinct symbol that is not the bare ISO code.
 * Everything comes from Intl; the answer is cached per locale and currency.
 */
function displayFor(locale: string, currency: string): Display {
  const key = `${locale}:${currency}`;
  let display = displays.get(key);
  if (!display) {
    const narrow = symbolOf(locale, currency, 'narrowSymbol');
    const shared = currencies.some((other) => other !== currency && symbolOf(locale, other, 'narrowSymbol') === narrow);
    const symbol = shared ? symbolOf(locale, currency, 'symbol') : narrow;
    display = shared && symbol !== currency.toUpperCase() ? 'symbol' : 'narrowSymbol';
    displays.set(key, display);
  }
  return display;
}

/** A price the way people of `locale` write it, in whole units: 12 345 ₽, $1,234, 1 234 A$. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  return numberFormat(locale, wholeUnits(currency, displayFor(locale, currency))).format(Math.round(amount));
}
