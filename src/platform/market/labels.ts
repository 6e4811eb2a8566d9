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

function displayName(type: 'region' | 'currency' | 'language', code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const marketName = (market: string, locale: string) => displayName('region', market.toUpperCase(), locale);
export const currencyName = (currency: string, locale: string) => displayName('currency', currency.toUpperCase(), locale);
/** A language named in the reader's locale, without its region: `es-ES` in English is Spanish. */
export const languageName = (language: string, locale: string) => displayName('language', language.split('-')[0]!, locale);
