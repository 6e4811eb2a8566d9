import type { CurrencyRates } from '../../contracts';

/** Converts roubles to `currency`; `null` when the rate is unknown. */
export function fromRoubles(amount: number, currency: string, rates: CurrencyRates | null): number | null {
  const rate = rates?.[currency];
  return rate ? amount / rate : null;
}
