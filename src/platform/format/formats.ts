import { describeLocale, type LocaleFormats } from './locale-data';
import { currencyDisplay } from './price';

const made = new Map<string, LocaleFormats>();

/**
 * A locale's formats with price marks for `currencies`, read from this runtime's Intl and cached
 * (they hold no request data). The server makes them for each page; the browser uses the server's.
 */
export function localeFormats(locale: string, currencies: readonly string[] = []): LocaleFormats {
  const codes = [...new Set(currencies.map((code) => code.toLowerCase()))].sort();
  const key = `${locale}|${codes.join(',')}`;
  let formats = made.get(key);
  if (!formats) {
    formats = describeLocale(locale, { currencies: Object.fromEntries(codes.map((code) => [code, currencyDisplay(locale, code)])) });
    made.set(key, formats);
  }
  return formats;
}

/**
 * The page's formats with price marks for `currencies` too (an order paid in another currency than
 * the visit's), read from this runtime's Intl for those the page's formats lack.
 */
export function withCurrencies(formats: LocaleFormats, currencies: readonly string[]): LocaleFormats {
  const missing = currencies.map((code) => code.toLowerCase()).filter((code) => !Object.hasOwn(formats.currencies, code));
  if (missing.length === 0) return formats;
  return { ...formats, currencies: { ...formats.currencies, ...localeFormats(formats.locale, missing).currencies } };
}
