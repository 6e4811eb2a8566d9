// Numbers, prices and dates by the spec §9 rules, written with locale data the server reads from its
// Intl and ships with the page, so the browser writes them exactly as the server did.
export type { DateStyle, LocaleFormats } from './locale-data';
export { localeFormats, withCurrencies } from './formats';
export { $localeFormats } from './model';
export { pageCurrencies, useLocaleFormats } from './use-formats';
export { formatNumber } from './number';
export { formatPrice, formatRate } from './price';
export { formatDate, formatDayWith, formatMoment, formatWallClock } from './date';
// Measures are not on any page yet; they still read the runtime's Intl (see units.ts).
export type { UnitSystem } from './units';
export { formatDistance, formatMass, formatSize, formatTemperature, unitSystem } from './units';
