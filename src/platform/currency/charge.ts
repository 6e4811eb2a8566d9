import { combine } from 'effector';
import { $currency, type Currency } from '../market';
import { rateOf } from './convert';
import { currencyRatesQuery } from './model';

/** The currency a booking shows its total in and pays in, with its rate (roubles per unit). */
export interface Charge {
  currency: Currency;
  rate: number;
}

/**
 * The visit's currency once its rate is known; roubles when the rates failed or lack it (what is
 * shown is what is charged); null while they load.
 */
export const $charge = combine(currencyRatesQuery.$data, currencyRatesQuery.$status, $currency, (rates, status, currency): Charge | null => {
  const rate = rateOf(currency, rates);
  if (rate !== null) return { currency, rate };
  return rates || status === 'fail' ? { currency: 'rub', rate: 1 } : null;
});
