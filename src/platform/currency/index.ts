export { currencyRatesQuery } from './model';
export { formatPrice, fromRoubles } from './convert';
export { usePriceFormatter } from './use-price';
