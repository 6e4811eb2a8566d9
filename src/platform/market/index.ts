export type { Currency, Language, Market } from './markets';
export { currencies, languages, markets, isCurrency, isLanguage, isMarket } from './markets';
export type { Visit, VisitSources } from './resolve';
export { resolveVisit, splitMarketPrefix } from './resolve';
export { $brand, $currency, $language, $market } from './model';
export type { VisitSettings } from './switch';
export { switchVisitSettings, visitSettingsHref } from './switch';
export { currencyName, languageNames, marketName } from './labels';
