/**
 * Locales the product formats numbers, dates and prices for (spec §3: about 90), as BCP 47 tags
 * for `Intl`. A tag without a region (`de`, `fr`, `ar`) is the language's main variety.
 */
export const locales = [
  // Arabic
  'ar', 'ar-AE', 'ar-BH', 'ar-DZ', 'ar-EG', 'ar-JO', 'ar-KW', 'ar-LB', 'ar-MA', 'ar-OM', 'ar-QA', 'ar-SA', 'ar-TN',
  // English
  'en-AE', 'en-AU', 'en-CA', 'en-GB', 'en-HK', 'en-IE', 'en-IN', 'en-KE', 'en-MY', 'en-NZ', 'en-PH', 'en-SG', 'en-TZ',
  'en-US', 'en-ZA',
  // Spanish and Portuguese
  'es-AR', 'es-CL', 'es-CO', 'es-ES', 'es-MX', 'es-PE', 'es-US', 'pt-BR', 'pt-PT',
  // French, German, Italian, Dutch
  'fr', 'fr-BE', 'fr-CA', 'fr-CH', 'de', 'de-AT', 'de-CH', 'it-IT', 'it-CH', 'nl-NL', 'nl-BE',
  // Russian where the product serves Russian speakers, and the other UI languages
  'ru-RU', 'ru-BY', 'ru-KG', 'ru-KZ', 'ru-MD', 'ru-UA',
  'az-AZ', 'hy-AM', 'ka-GE', 'kk-KZ', 'ky-KG', 'tg-TJ', 'th-TH', 'uk-UA', 'uz-UZ', 'uz-Cyrl',
  // Europe
  'be-BY', 'bg-BG', 'cs-CZ', 'da-DK', 'el-GR', 'et-EE', 'fi-FI', 'hr-HR', 'hu-HU', 'lt-LT', 'lv-LV', 'nb-NO', 'pl-PL',
  'ro-MD', 'ro-RO', 'sk-SK', 'sl-SI', 'sq-AL', 'sr-Latn', 'sr-RS', 'sv-SE', 'tr-TR',
  // Asia and Africa
  'fa-IR', 'he-IL', 'hi-IN', 'id-ID', 'ja-JP', 'ko-KR', 'mn-MN', 'ms-MY', 'sw-KE', 'vi-VN', 'zh-CN', 'zh-HK', 'zh-TW',
] as const;
export type Locale = (typeof locales)[number];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The locale a language means when its market has no variety of it: `ru` → ru-RU, `en` → en-US. */
export const primaryLocales: Record<string, Locale> = {
  ar: 'ar',
  az: 'az-AZ',
  be: 'be-BY',
  de: 'de',
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr',
  hy: 'hy-AM',
  ka: 'ka-GE',
  kk: 'kk-KZ',
  ky: 'ky-KG',
  pt: 'pt-BR',
  ru: 'ru-RU',
  sr: 'sr-Latn',
  tg: 'tg-TJ',
  th: 'th-TH',
  uk: 'uk-UA',
  uz: 'uz-UZ',
  zh: 'zh-CN',
};
