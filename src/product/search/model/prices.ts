import type { SearchQuery } from '../../../contracts/search';
import { createApiQuery } from '../../../platform/request';

/**
 * The trip's price calendar, graph and insight from the search engine. Loaded with the price
 * tools' chunk, after the first results: nothing of it is on the first screen's path.
 */

/** The query string of a price call: the search's places, dates, passengers and class. */
export function priceParams(query: SearchQuery): Record<string, string> {
  const { adults, children, infants } = query.passengers;
  return {
    origin: query.origin,
    destination: query.destination,
    departDate: query.departDate,
    ...(query.returnDate ? { returnDate: query.returnDate } : {}),
    adults: String(adults),
    children: String(children),
    infants: String(infants),
    tripClass: query.tripClass,
  };
}

/** The same search on other dates (what choosing a day in the calendar or graph opens). */
export function onDates(query: SearchQuery, departDate: string, returnDate?: string): SearchQuery {
  const { returnDate: _, nextLegs: __, ...rest } = query;
  return returnDate ? { ...rest, departDate, returnDate } : { ...rest, departDate };
}

const request = (name: string) => ({
  method: 'GET' as const,
  host: 'searchEngine' as const,
  path: () => `/v1/prices/${name}`,
  query: (query: SearchQuery) => priceParams(query),
});

export const priceCalendarQuery = createApiQuery({
  request: request('calendar'),
  response: () => import('../../../contracts/prices').then((contracts) => contracts.PriceCalendar),
});
export const priceGraphQuery = createApiQuery({
  request: request('graph'),
  response: () => import('../../../contracts/prices').then((contracts) => contracts.PriceGraph),
});
export const priceInsightQuery = createApiQuery({
  request: request('insight'),
  response: () => import('../../../contracts/prices').then((contracts) => contracts.PriceInsight),
});
