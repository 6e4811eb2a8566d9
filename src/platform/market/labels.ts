import type { Language } from './markets';

/** Each language named in itself, as a person looking for it expects to read it. */
export const languageNames: Record<Language, string> = {
  az: 'Azərbaycan',
  en: 'English',
  'es-ES': 'Español',
  'hy-AM': 'Հայերեն',
  ka: 'ქართული',
  kk: 'Қазақша',
  ky: 'Кыргызча',
  ru: 'Русский',
  tg: 'Тоҷикӣ',
  th: 'ไทย',
  uk: 'Українська',
  uz: 'Oʻzbekcha',
};

type NameType = 'region' | 'currency' | 'language';

// Making a DisplayNames costs far more than asking it: the region picker asks for dozens of names
// on every page the server renders. Locales come from the app's own list, so the map stays small.
const namers = new Map<string, Intl.DisplayNames | null>();

function namer(type: NameType, locale: string): Intl.DisplayNames | null {
  const key = `${type} ${locale}`;
  if (!namers.has(key)) {
    let made: Intl.DisplayNames | null = null;
    try {
      made = new Intl.DisplayNames([locale], { type });
    } catch {
      // An unknown locale: the codes stand for themselves.
    }
    namers.set(key, made);
  }
  return namers.get(key)!;
}

function displayName(type: NameType, code: string, locale: string): string {
  try {
    return namer(type, locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

export const marketName = (market: string, locale: string) => displayName('region', market.toUpperCase(), locale);
export const currencyName = (currency: string, locale: string) => displayName('currency', currency.toUpperCase(), locale);
/** A language named in the reader's locale, without its region: `es-ES` in English is Spanish. */
export const languageName = (language: string, locale: string) => displayName('language', language.split('-')[0]!, locale);
