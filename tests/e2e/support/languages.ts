import type { BrandCode } from './brands';

/** A brand and market that offer each of the 12 UI languages; open with `?market=…&language=…`. */
export const languageHomes: Record<string, { brand: BrandCode; market: string }> = {
  az: { brand: 'AS', market: 'az' },
  en: { brand: 'WA', market: 'us' },
  'es-ES': { brand: 'WA', market: 'us' },
  'hy-AM': { brand: 'AS', market: 'am' },
  ka: { brand: 'AS', market: 'ge' },
  kk: { brand: 'AS', market: 'kz' },
  ky: { brand: 'AS', market: 'kg' },
  ru: { brand: 'AS', market: 'ru' },
  tg: { brand: 'AS', market: 'tj' },
  th: { brand: 'AS', market: 'th' },
  uk: { brand: 'AS', market: 'ua' },
  uz: { brand: 'AS', market: 'uz' },
};

/** The query that opens a page in `language`, on its brand's host. */
export const languageQuery = (language: string) => `market=${languageHomes[language]!.market}&language=${language}`;
