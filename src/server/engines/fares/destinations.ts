import type { SearchQuery } from '../../../contracts';
import type { City, PlacesIndex } from '../places';
import { cell, type CalendarCell } from './calendar';
import { addDays, localDate } from './time';

/** Where "flights from a city" looks: its country's biggest cities and the world's. */
const candidates = { domestic: 8, worldwide: 16, max: 16 };

/** The days ahead each destination is priced on: a weekly look over the coming month. */
export const destinationDaysAhead = [7, 14, 21, 28] as const;

/** The cities a city's travellers are offered: its country's biggest, then the world's, never itself. */
export function destinationCities(origin: string, places: PlacesIndex): City[] {
  const from = places.airportsFor(origin)[0];
  if (!from) return [];
  const cities = new Map<string, City>();
  for (const city of [...places.largestCities(candidates.domestic, from.countryCode), ...places.largestCities(candidates.worldwide)]) {
    if (city.code !== from.cityCode && !cities.has(city.code)) cities.set(city.code, city);
  }
  return [...cities.values()].slice(0, candidates.max);
}

/** A destination of a city with the searches that price it, one per sampled day. */
export interface DestinationCells {
  city: City;
  cells: CalendarCell[];
}

/**
 * The destinations a "flights from" page offers: the origin country's biggest cities, then the
 * world's, never the origin itself, each with a one-way search for one adult in economy on every
 * sampled day (a day that cannot be searched has no query, as in a calendar).
 */
export function destinationCells(origin: string, places: PlacesIndex, now: Date): DestinationCells[] {
  const from = places.airportsFor(origin)[0];
  if (!from) return [];
  const today = localDate(now.getTime(), from.timezone);
  return destinationCities(origin, places).map((city) => ({
    city,
    cells: destinationDaysAhead.map((days) => {
      const query: SearchQuery = { origin, destination: city.code, departDate: today, passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' };
      return cell(query, places, now, addDays(today, days));
    }),
  }));
}

/** A destination's lowest price among its sampled days and the day it was found on. */
export interface DestinationPrice {
  city: City;
  departDate: string;
  price: number;
}

/**
 * Each destination's lowest price (the earliest day among equal prices), from the prices of its
 * cells in order; destinations without any price are left out. Cheapest first.
 */
export function cheapestDestinations(destinations: readonly DestinationCells[], prices: readonly (number | null)[]): DestinationPrice[] {
  let at = 0;
  const found: DestinationPrice[] = [];
  for (const { city, cells } of destinations) {
    let best: DestinationPrice | undefined;
    for (const cell of cells) {
      const price = prices[at++] ?? null;
      if (price !== null && (!best || price < best.price)) best = { city, departDate: cell.departDate, price };
    }
    if (best) found.push(best);
  }
  return found.sort((a, b) => a.price - b.price);
}
