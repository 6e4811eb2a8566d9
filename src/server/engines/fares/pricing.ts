import type { Passengers, TripClass } from '../../../contracts';
import type { CarrierKind } from './carriers';

/**
 * Fares in roubles. A one-way economy fare for one adult grows with distance, a little slower
 * than linearly (fixed costs weigh more on short hops): ~6 600 ₽ for 630 km (Moscow to
 * St Petersburg), ~13 000 ₽ for 1 750 km (Moscow to Istanbul), ~43 000 ₽ for 7 000 km.
 */
export const baseFare = (km: number) => 2500 + 9 * km ** 0.95;

export const classFactor: Record<TripClass, number> = { Y: 1, W: 1.7, C: 3.6, F: 6.5 };

export const carrierFactor: Record<CarrierKind, number> = { low: 0.72, narrow: 0.95, full: 1, premium: 1.12 };

/** A through fare costs less than the legs bought apart; more so with two stops. */
export const connectionFactor = [1, 0.82, 0.75] as const;

/** A return ticket is a little cheaper than two one-ways. */
export const returnFactor = 0.95;

/** Without a checked bag, economy on a full-service carrier's light fare. */
export const lightFactor = 0.9;

// January holidays and summer are dear, February and November cheap.
const monthFactor = [1.1, 0.9, 0.95, 1, 1.1, 1.2, 1.3, 1.3, 1.05, 0.95, 0.9, 1.05];

/** Demand by the date of travel: month, the first January days and the last of December. */
export function seasonFactor(date: string): number {
  const month = Number(date.slice(5, 7));
  const dayOfMonth = Number(date.slice(8, 10));
  if ((month === 1 && dayOfMonth <= 8) || (month === 12 && dayOfMonth >= 24)) return 1.35;
  return monthFactor[month - 1]!;
}

// Sunday to Saturday: Fridays and Sundays are the busiest days, Tuesdays and Wednesdays the calmest.
const weekdayFactors = [1.08, 1, 0.93, 0.93, 1, 1.1, 0.97];
export const weekdayFactor = (date: string) => weekdayFactors[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** Last-minute seats are dear; the best prices are one to four months ahead. */
export function advanceFactor(daysAhead: number): number {
  if (daysAhead < 3) return 1.6;
  if (daysAhead < 7) return 1.35;
  if (daysAhead < 14) return 1.15;
  if (daysAhead < 45) return 1;
  if (daysAhead < 120) return 0.92;
  return 0.97;
}

/** Children pay 75 % of the adult fare, infants without a seat 10 %. */
export const passengerFactor = ({ adults, children, infants }: Passengers) => adults + 0.75 * children + 0.1 * infants;

/** Passengers who get a seat and a baggage allowance. */
export const seatedPassengers = ({ adults, children }: Passengers) => adults + children;

/** A low-cost carrier's checked bag, per passenger and flight. */
export const bagFee = (km: number) => Math.round((1500 + 0.3 * km) / 50) * 50;
