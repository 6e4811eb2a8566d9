import { getBrand, type BrandCode } from '../brand';
import { isCurrency, isLanguage, isMarket, marketFor, type Currency, type Language } from './markets';

export interface Visit {
  brand: BrandCode;
  market: string;
  language: Language;
  currency: Currency;
}

export interface VisitSources {
  brand: BrandCode;
  /** Path of the request, possibly with a market prefix such as `/kz/search/...`. */
  path: string;
  query: Record<string, string | undefined>;
  cookies: Record<string, string | undefined>;
}

/** Splits a market prefix off a path: `/kz/search` → `kz` and `/search`. */
export function splitMarketPrefix(path: string): { market?: string; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/i.exec(path);
  const code = match?.[1]?.toLowerCase();
  if (!code || !isMarket(code)) return { path };
  return { market: code, path: match?.[2] ?? '/' };
}

const lower = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

/**
 * The market, language and currency of a visit: path prefix, then query, then cookie, then the
 * brand's defaults; a language or currency is kept only where the brand offers it in the market.
 */
export function resolveVisit({ brand, path, query, cookies }: VisitSources): Visit {
  const defaults = getBrand(brand).defaults;
  const marketCode =
    [splitMarketPrefix(path).market, lower(query.market), lower(cookies.market)].find((code): code is string => isMarket(code)) ?? defaults.market;
  const market = marketFor(brand, marketCode) ?? marketFor(brand, defaults.market)!;

  const language =
    [query.language, cookies.language].find((value): value is Language => isLanguage(value) && market.languages.includes(value)) ??
    (market.languages.includes(defaults.language as Language) ? (defaults.language as Language) : market.languages[0]!);

  const currency =
    [lower(query.currency), lower(cookies.currency)].find((value): value is Currency => isCurrency(value) && market.currencies.includes(value)) ??
    market.currencies[0]!;

  return { brand, market: market.code, language, currency };
}
