import type { SearchQuery, Ticket } from '../../contracts/search';
import { SimulatedFareProvider } from '../engines/fares';
import { searchQuery } from './search-query';
import type { TestApp } from './test-app';

export const dayMs = 86_400_000;

/**
 * The moment the favorites tests run at, whatever the day: the apps they build read this clock
 * (`buildTestApp(…, { now: () => testNow })`), so the fares, and the days on which they drop, are
 * the same every day of the year.
 */
export const testNow = Date.parse('2026-03-02T09:00:00Z');

/** A date `days` after the tests' today, `YYYY-MM-DD`. */
export const daysAhead = (days: number) => new Date(testNow + days * dayMs).toISOString().slice(0, 10);

/** A one-way search two months ahead (far enough that a later day still sells it). */
export const futureQuery = (change: Partial<SearchQuery> = {}): SearchQuery => searchQuery({ departDate: daysAhead(60), ...change });

/** The engine's cheapest ticket on the tests' today, as the results page would offer it for subscribing. */
export function cheapestTicket(t: TestApp, query: SearchQuery): Ticket {
  const tickets = new SimulatedFareProvider(t.app.places).search(query, { startedAt: new Date(testNow) }).flatMap((batch) => batch.tickets);
  const price = (ticket: Ticket) => Math.min(...ticket.offers.map((offer) => offer.price));
  return tickets.reduce((best, ticket) => (price(ticket) < price(best) ? ticket : best));
}
