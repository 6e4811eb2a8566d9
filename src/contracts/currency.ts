import * as z from 'zod/v4-mini';
export { currencies } from './plain/currency';
import { currencies } from './plain/currency';

/**
 * `GET {search host}/currency.json`: for every currency code, how many roubles one unit costs.
 * Prices travel in roubles and are converted with these rates.
 */
export const CurrencyRates = z.record(z.string().check(z.regex(/^[a-z]{3}$/)), z.number().check(z.positive()));
export type CurrencyRates = z.infer<typeof CurrencyRates>;

/** A currency of a call (the visit's): lower-case ISO code from `currencies`. */
export const CurrencyCode = z.enum(currencies, 'Currency must be a supported lower-case ISO code, e.g. usd');
export type CurrencyCode = z.infer<typeof CurrencyCode>;

/**
 * How an amount in roubles (the fare engine's and the agencies' prices) was converted to the
 * currency of a click, a payment or an order: `Math.round(roubles / rate)`, whole units, as every
 * page shows prices. Null where the amount is in roubles.
 */
export const Conversion = z.object({
  /** Roubles per unit, as `currency.json` answered it when it was fixed. */
  rate: z.number().check(z.positive()),
  /** When the rate was fixed (ISO time): the click, or the start of the payment. */
  rated_at: z.string(),
  /** The same amount in roubles: the seller's price. */
  rub_amount: z.int(),
});
export type Conversion = z.infer<typeof Conversion>;
