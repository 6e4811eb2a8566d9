import { currencies } from '../market';
import { localizeNumber } from './digits';
import { numberFormat } from './intl';
import type { LocaleFormats } from './locale-data';

type Display = 'narrowSymbol' | 'symbol';

const symbolOf = (locale: string, currency: string, currencyDisplay: Display) =>
  numberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), currencyDisplay, maximumFractionDigits: 0 })
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value ?? currency.toUpperCase();

const displays = new Map<string, Display>();

/**
 * The narrow symbol people use (₽, ₸, $), unless another supported currency shares it in this locale
 * (A$, CA$ and US$ are all "$") and the locale has a distinct symbol that is not the bare ISO code.
 * Everything comes from Intl; the answer is cached per locale and currency. Read where the locale's
 * formats are made (the server), never while rendering.
 */
export function currencyDisplay(locale: string, currency: string): Display {
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

/**
 * A price the way people of the locale write it, in whole units: 12 345 ₽, $1,234, 1 234 A$. A
 * currency the page's formats do not know is written with its ISO code after the amount.
 */
export function formatPrice(amount: number, currency: string, formats: LocaleFormats): string {
  const code = currency.toLowerCase();
  const { prefix, suffix } = formats.currencies[code] ?? { prefix: '', suffix: `\u00a0${code.toUpperCase()}` };
  return `${prefix}${localizeNumber(Math.round(amount), 0, formats.priceNumber)}${suffix}`;
}
