export { currencyRatesQuery } from './model';
export { fromRoubles } from './convert';
export { usePriceFormatter } from './use-price';
