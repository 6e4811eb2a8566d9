/** Cheapest known fares by route, month, trip kind, trip length and directness (the price index). */
import { freshPriceHours } from '../../../contracts/explore';
import type { CardMethod } from '../../../contracts/offers';

export type { CardMethod };

export type TripKind = 'oneway' | 'return';

/** What identifies a fare of the index: one cell per route, month of departure, trip and directness. */
export interface FareKey {
  /** City codes. */
  origin: string;
  destination: string;
  /** Month of departure, `YYYY-MM`. */
  month: string;
  kind: TripKind;
  /** Days between departure and return; 0 for a one-way trip. */
  tripDays: number;
  /** True: the cheapest non-stop fare; false: the cheapest fare of any kind. */
  direct: boolean;
  /** The card paid with: prices are totals with its fees, as the results show them. */
  card: CardMethod;
}

/** A fare of the index: the cheapest price known for its key, the trip it was found for, and its basis. */
export interface IndexedFare extends FareKey {
  /** Roubles per passenger with a seat, economy: the total paid with `card`, as the results show it. */
  price: number;
  departDate: string;
  /** Null for a one-way trip. */
  returnDate: string | null;
  /** When the price was found. */
  foundAt: Date;
  /** Searches (travellers' and the index's own sampling) that saw this cell. */
  searches: number;
}

/** One price a search found: the lowest of any kind, or the lowest non-stop, paid with a card. */
export interface FareObservation {
  origin: string;
  destination: string;
  departDate: string;
  returnDate: string | null;
  pricePerSeat: number;
  direct: boolean;
  card: CardMethod;
  at: Date;
}

const dayMs = 86_400_000;

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

export function keyOf(observation: FareObservation): FareKey {
  const { origin, destination, departDate, returnDate, direct, card } = observation;
  return {
    origin,
    destination,
    month: departDate.slice(0, 7),
    kind: returnDate === null ? 'oneway' : 'return',
    tripDays: returnDate === null ? 0 : daysBetween(departDate, returnDate),
    direct,
    card,
  };
}

/** How old a price is, and whether it may be shown as current. */
export function ageOf(foundAt: Date, now: Date): { hours: number; fresh: boolean } {
  const hours = Math.max(0, Math.floor((now.getTime() - foundAt.getTime()) / 3_600_000));
  return { hours, fresh: now.getTime() - foundAt.getTime() <= freshPriceHours * 3_600_000 };
}

/**
 * A cell after one more observation. The kept price is replaced by a lower one; by any newer one
 * once it is no longer fresh (a price seen days ago says little of today's); and by the same trip
 * seen again (its old price is no longer true). Every observation counts as a search.
 */
export function merge(cell: IndexedFare | undefined, observation: FareObservation): IndexedFare {
  const fare = { price: observation.pricePerSeat, departDate: observation.departDate, returnDate: observation.returnDate, foundAt: observation.at };
  if (!cell) return { ...keyOf(observation), ...fare, searches: 1 };
  const sameTrip = cell.departDate === observation.departDate && cell.returnDate === observation.returnDate;
  const replace = observation.pricePerSeat < cell.price || !ageOf(cell.foundAt, observation.at).fresh || sameTrip;
  return { ...cell, ...(replace ? fare : {}), searches: cell.searches + 1 };
}
