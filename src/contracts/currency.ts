import * as z from 'zod/v4-mini';

/**
 * `GET {search host}/currency.json`: for every currency code, how many roubles one unit costs.
 * Prices travel in roubles and are converted with these rates.
 */
export const CurrencyRates = z.record(z.string().check(z.regex(/^[a-z]{3}$/)), z.number().check(z.positive()));
export type CurrencyRates = z.infer<typeof CurrencyRates>;
