export type { Locale } from './locales';
export { isLocale, locales, primaryLocales } from './locales';
export type { LocaleChoice } from './choose';
export { brandLocale, chooseLocale, localeString } from './choose';
