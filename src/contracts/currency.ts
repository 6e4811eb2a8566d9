import { z } from 'zod';

/**
 * `GET {search host}/currency.json`: for every currency code, how many roubles one unit costs.
 * Prices travel in roubles and are converted with these rates.
 */
export const CurrencyRates = z.record(z.string().regex(/^[a-z]{3}$/), z.number().positive());
export type CurrencyRates = z.infer<typeof CurrencyRates>;
