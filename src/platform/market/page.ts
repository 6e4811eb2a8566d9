import type { BrandCode } from '../brand';
import { isCurrency, isLanguage, isRatesCurrency, type Currency, type Language, type Market } from './markets';

/** Spec §9 defaults where the page says nothing. */
export const defaultMarket = 'ru';
export const defaultLanguage: Language = 'ru';

/** What the server wrote on `<html>`: `data-market`, `lang`, `data-currency`. */
export interface PageAttributes {
  market?: string | null;
  lang?: string | null;
  currency?: string | null;
}

/** The currency when the page gives none (spec §4): usd, rub for the flight brand's Russian variant. */
export const fallbackCurrency = (brand: BrandCode, market: string): Currency => (brand === 'AS' && market === 'ru' ? 'rub' : 'usd');

/**
 * The visit's market, language and currency as the client starts with them (spec §4): the market
 * lower-cased (default ru), the language from `lang` (default ru), the currency from its attribute.
 */
export function pageVisit(brand: BrandCode, attributes: PageAttributes): { market: string; language: Language; currency: Currency } {
  const market = attributes.market?.trim().toLowerCase() || defaultMarket;
  const language = isLanguage(attributes.lang) ? attributes.lang : defaultLanguage;
  const currency = attributes.currency?.trim().toLowerCase();
  return { market, language, currency: isCurrency(currency) ? currency : fallbackCurrency(brand, market) };
}

/**
 * The currency user settings switch the visit to (spec §4), or null: only one the market offers and
 * the rates service converts (spec §9, 27 currencies).
 */
export function settingsCurrency(value: unknown, market: Market): Currency | null {
  const code = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return isRatesCurrency(code) && market.currencies.includes(code) ? code : null;
}
