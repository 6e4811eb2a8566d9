export type { Currency, Language, Market } from './markets';
export { currencies, languages, markets, isCurrency, isLanguage, isMarket } from './markets';
export type { Visit, VisitSources } from './resolve';
export { resolveVisit, splitMarketPrefix } from './resolve';
