import type { FastifyInstance } from 'fastify';
import { CurrencyRates, type Conversion, type CurrencyCode } from '../../../contracts/currency';
import type { OfferTotal } from '../../../contracts/offers';
import { rateOf, totalIn } from '../../../platform/currency/convert';
import { HttpError } from '../../http-errors';
import { inProcessHeader, inProcessToken } from '../../in-process';

/** Where rates come from: the search host's `currency.json`, asked in process, the rates the pages convert with. */
export type RatesSource = () => Promise<CurrencyRates>;

export function searchRates(app: FastifyInstance, searchPrefix: string): RatesSource {
  return async () => {
    const response = await app.inject({ method: 'GET', url: `${searchPrefix}/currency.json`, headers: { [inProcessHeader]: inProcessToken } });
    if (response.statusCode !== 200) throw new Error(`Currency rates answered ${response.statusCode}`);
    return CurrencyRates.parse(response.json());
  };
}

/** A rouble total in the visit's currency, with the rate it was converted at and when that rate was fixed. */
export interface Charge {
  currency: CurrencyCode;
  /** Roubles per unit; 1 for roubles. */
  rate: number;
  ratedAt: Date;
  /** The total and its parts in `currency`, whole units (`totalIn`). */
  total: OfferTotal;
}

/** Converts an offer's rouble total to `currency` with the rates of the moment; 422 when there is no rate for it. */
export async function chargeIn(rates: RatesSource, currency: CurrencyCode, total: OfferTotal, now: number): Promise<Charge> {
  const rate = currency === 'rub' ? 1 : rateOf(currency, await rates());
  if (rate === null) throw new HttpError(422, 'There is no exchange rate for this currency: pay in another one', 'currency_unavailable');
  return { currency, rate, ratedAt: new Date(now), total: totalIn(total, rate) };
}

/** How a stored amount was converted, as the contracts answer it; null for roubles. */
export function conversionOf(row: { currency: CurrencyCode; rate: number | null; ratedAt: Date | null }, rubAmount: number): Conversion | null {
  if (row.currency === 'rub' || row.rate === null || row.ratedAt === null) return null;
  return { rate: row.rate, rated_at: row.ratedAt.toISOString(), rub_amount: rubAmount };
}
