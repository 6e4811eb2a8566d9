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
