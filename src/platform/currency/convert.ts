import type { CurrencyRates } from '../../contracts/currency';
import type { OfferTotal, TotalPart } from '../../contracts/offers';

// Prices travel in roubles (the fare engine's). The pages show them in the visit's currency and the
// server charges and keeps them in it: both convert with these functions and the same rates, so the
// number on the card is the number on every later page and on the order.

/** Roubles per unit of `currency`; 1 for roubles, null when the rates lack it. */
export function rateOf(currency: string, rates: CurrencyRates | null): number | null {
  if (currency === 'rub') return 1;
  if (!rates || !Object.hasOwn(rates, currency)) return null;
  return rates[currency] ?? null;
}

/** Converts roubles to `currency`, unrounded; `null` when the rate is unknown. */
export function fromRoubles(amount: number, currency: string, rates: CurrencyRates | null): number | null {
  const rate = rateOf(currency, rates);
  return rate ? amount / rate : null;
}

/** A rouble amount in whole units of a currency at `rate` (roubles per unit): what pages show and payments charge. */
export const roublesIn = (amount: number, rate: number): number => Math.round(amount / rate);

/**
 * Parts in whole units that add up to `sum`: each part rounded down, then the units left over go to
 * the parts with the largest remainders (the earlier part on a tie), so fare + bags + fee = total.
 */
function apportion(amounts: number[], sum: number): number[] {
  const floors = amounts.map(Math.floor);
  let left = sum - floors.reduce((total, amount) => total + amount, 0);
  const order = amounts.map((amount, index) => ({ index, rest: amount - floors[index]! })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}

/**
 * An offer's total converted at `rate`: the total as `roublesIn` gives it (the card's number), the
 * per-passenger price the same way, and the parts apportioned so that they add up to the total.
 */
export function totalIn(total: OfferTotal, rate: number): OfferTotal {
  if (rate === 1) return total;
  const amount = roublesIn(total.total, rate);
  const parts = apportion(
    total.parts.map((part) => part.amount / rate),
    amount,
  );
  return {
    total: amount,
    perPassenger: roublesIn(total.perPassenger, rate),
    parts: total.parts.map((part, index): TotalPart =>
      part.kind === 'card_fee' ? { ...part, fixed: roublesIn(part.fixed, rate), amount: parts[index]! } : { ...part, amount: parts[index]! },
    ),
  };
}
