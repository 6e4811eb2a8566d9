import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SearchQuery } from '../../../contracts';
import type { PlacesIndex } from '../places';
import { searchProblem } from './rules';
import { addDays, daysBetween, localDate } from './time';
import type { AgencyBatch, FareProvider } from './types';

/** One day (or pair of days) of a calendar or graph: the search it stands for, or none. */
export interface CalendarCell {
  departDate: string;
  returnDate?: string;
  /** The search a traveller would run for this day; absent when it cannot run (past, beyond the horizon, return before departure). */
  query?: SearchQuery;
}

/** Days either side of the searched date in a round trip's grid. */
export const gridSpan = 3;

/** The search for other dates, with the same places, passengers and class. */
const withDates = (query: SearchQuery, departDate: string, returnDate?: string): SearchQuery => {
  const { returnDate: _, nextLegs: __, ...rest } = query;
  return returnDate === undefined ? { ...rest, departDate } : { ...rest, departDate, returnDate };
};

/** The query on other dates as a cell: a search, unless it cannot run. */
export function cell(query: SearchQuery, places: PlacesIndex, now: Date, departDate: string, returnDate?: string): CalendarCell {
  const candidate = withDates(query, departDate, returnDate);
  return searchProblem(candidate, places, now) ? { departDate, returnDate } : { departDate, returnDate, query: candidate };
}

/** A round trip's ±3-day grid, departures by returns (row by row), with the dates of each axis. */
export function gridCells(query: SearchQuery & { returnDate: string }, places: PlacesIndex, now: Date) {
  const offsets = Array.from({ length: 2 * gridSpan + 1 }, (_, i) => i - gridSpan);
  const departDates = offsets.map((offset) => addDays(query.departDate, offset));
  const returnDates = offsets.map((offset) => addDays(query.returnDate, offset));
  const cells = departDates.flatMap((depart) => returnDates.map((back) => cell(query, places, now, depart, back)));
  return { departDates, returnDates, cells };
}

/** A one-way trip's month: every day of the departure's month. */
export function monthCells(query: SearchQuery, places: PlacesIndex, now: Date): CalendarCell[] {
  const first = `${query.departDate.slice(0, 7)}-01`;
  // Day 0 of the next month is the last of this one.
  const days = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => cell(query, places, now, addDays(first, i)));
}

/**
 * The coming days from today at the origin, each with the query's trip length (a round trip of
 * seven nights stays seven nights every day of the graph).
 */
export function graphCells(query: SearchQuery, places: PlacesIndex, now: Date, days: number): CalendarCell[] {
  const origin = places.airportsFor(query.origin)[0];
  if (!origin) return [];
  const today = localDate(now.getTime(), origin.timezone);
  const stay = query.returnDate === undefined ? undefined : daysBetween(query.departDate, query.returnDate);
  return Array.from({ length: days }, (_, i) => {
    const depart = addDays(today, i);
    return cell(query, places, now, depart, stay === undefined ? undefined : addDays(depart, stay));
  });
}

/** The lowest offer of a search's answers, or null without tickets. */
export function lowestOffer(batches: AgencyBatch[]): number | null {
  let best = Infinity;
  for (const batch of batches) for (const ticket of batch.tickets) for (const offer of ticket.offers) best = Math.min(best, offer.price);
  return best === Infinity ? null : best;
}

/** Prices already known, by the key of a cell's search (kept by the caller, shared between calls). */
export interface PriceMemo {
  get(key: string): number | null | undefined;
  set(key: string, price: number | null): void;
}

/** What makes two searches started the same UTC day the same search (and so the same prices). */
export function priceKey(query: SearchQuery, startedAt: Date): string {
  const { adults, children, infants } = query.passengers;
  const day = startedAt.toISOString().slice(0, 10);
  return `${day}${query.origin}${query.destination}${query.departDate}${query.returnDate ?? ''}${query.tripClass}${adults}${children}${infants}`;
}

/**
 * Prices each cell as its search would (the lowest offer), a cell at a time: after every
 * `sliceMs` of work it lets the server's other work in, so a calendar never holds the event loop
 * for more than one day's search.
 */
export async function priceCells(
  cells: readonly CalendarCell[],
  provider: FareProvider,
  startedAt: Date,
  memo: PriceMemo,
  sliceMs = 10,
): Promise<(number | null)[]> {
  const price = provider.lowestPrices?.({ startedAt }) ?? ((query: SearchQuery) => lowestOffer(provider.search(query, { startedAt })));
  const prices: (number | null)[] = [];
  let sliceStart = performance.now();
  for (const { query } of cells) {
    if (!query) {
      prices.push(null);
      continue;
    }
    const key = priceKey(query, startedAt);
    let found = memo.get(key);
    if (found === undefined) {
      if (performance.now() - sliceStart > sliceMs) {
        await nextTurn();
        sliceStart = performance.now();
      }
      memo.set(key, (found = price(query)));
    }
    prices.push(found);
  }
  return prices;
}
