import type { BrandCode } from '../brand';
import { isLocale, primaryLocales, type Locale } from './locales';

/** The locale a brand falls back to (spec §3): ru-RU for the flight brand, en-US otherwise. */
export const brandLocale = (brand: BrandCode): Locale => (brand === 'AS' ? 'ru-RU' : 'en-US');

export interface LocaleChoice {
  language: string;
  market: string;
  brand: BrandCode;
}

/**
 * The formatting locale of a visit (spec §3), first that exists of:
 * the language as spoken in the market (`ru` in `kz` → ru-KZ, `en` in `gb` → en-GB, `es-ES` in `us` → es-US);
 * the language as it names itself (`hy-AM`); the language's main variety (`ru` → ru-RU); the brand's locale.
 */
export function chooseLocale({ language, market, brand }: LocaleChoice): Locale {
  const base = language.split('-')[0]!.toLowerCase();
  const candidates = [`${base}-${market.toUpperCase()}`, language, primaryLocales[base]];
  return candidates.find(isLocale) ?? brandLocale(brand);
}

/** The locale as the product's services name it (spec §3): `ru-RU` → `ru_RU`, `sr-Latn` → `sr_Latn`. */
export const localeString = (locale: string): string => locale.replace(/-/g, '_');
