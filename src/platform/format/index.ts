// Numbers, prices, measures and dates by the spec §9 rules, on cached Intl formatters.
export { formatNumber } from './number';
export { formatPrice } from './price';
export type { UnitSystem } from './units';
export { formatDistance, formatMass, formatSize, formatTemperature, unitSystem } from './units';
export { formatDate } from './date';
export { dateFormat, numberFormat } from './intl';
