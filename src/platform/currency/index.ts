// Rates (`GET currency.json`) and the conversion of rouble prices, the same on the client and the server.
export { currencyRatesQuery } from './model';
export { fromRoubles, rateOf, roublesIn, totalIn } from './convert';
export type { Charge } from './charge';
export { $charge } from './charge';
export { usePriceFormatter } from './use-price';
