export type { Currency, Language, Market, RatesCurrency } from './markets';
export {
  currencies,
  languages,
  marketCodes,
  marketFor,
  ratesCurrencies,
  isCurrency,
  isLanguage,
  isMarket,
  isRatesCurrency,
} from './markets';
export type { Visit, VisitSources } from './resolve';
export { resolveVisit, splitMarketPrefix } from './resolve';
export type { PageAttributes } from './page';
export { defaultLanguage, defaultMarket, fallbackCurrency, pageVisit, settingsCurrency } from './page';
export type { VisitChange } from './model';
export { $brand, $currency, $language, $market, switchVisitSettingsFx, userSettingsReceived, visitSettingsChanged } from './model';
export type { VisitSettings } from './switch';
export { languageCookie, switchVisitSettings, visitSettingsHref } from './switch';
export type { Option } from './options';
export { currencyOptions, languageOptions, marketOptions } from './options';
export { currencyName, languageName, languageNames, marketName } from './labels';
