import { currencies } from '../market';
import { localizeNumber } from './digits';
import { numberFormat } from './intl';
import type { Affixes, LocaleFormats } from './locale-data';
import { formatNumber } from './number';

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
  const { prefix, suffix } = affixes(currency, formats);
  return `${prefix}${localizeNumber(Math.round(amount), 0, formats.priceNumber)}${suffix}`;
}

function affixes(currency: string, formats: LocaleFormats): Affixes {
  const code = currency.toLowerCase();
  return (Object.hasOwn(formats.currencies, code) ? formats.currencies[code] : undefined) ?? { prefix: '', suffix: `\u00a0${code.toUpperCase()}` };
}

/**
 * An exchange rate (roubles per unit of `currency`) in the locale's money marks: `$1 = ₽82.17`; a
 * unit worth less than a rouble the other way round, `₽1 = ₸6.4`, so that the figure keeps its digits.
 */
export function formatRate(rate: number, currency: string, formats: LocaleFormats): string {
  const money = (amount: number, code: string) => {
    const { prefix, suffix } = affixes(code, formats);
    return `${prefix}${formatNumber(amount, formats)}${suffix}`;
  };
  return rate >= 1 ? `${money(1, currency)} = ${money(rate, 'rub')}` : `${money(1, 'rub')} = ${money(1 / rate, currency)}`;
}
