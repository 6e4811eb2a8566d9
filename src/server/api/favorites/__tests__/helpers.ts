import { expect } from 'vitest';
import type { PriceDropRun } from '../../../../contracts/favorites';
import type { SearchQuery, Ticket } from '../../../../contracts/search';
import { SimulatedFareProvider } from '../../../engines/fares';
import { searchQuery } from '../../../testing/search-query';
import type { TestApp } from '../../../testing/test-app';
import { admin } from '../../user/__tests__/helpers';
import { cheapestPrice } from '../prices';

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

/** The engine's cheapest price of a search at a moment, as the module computes it. */
export function engineCheapest(t: TestApp, query: SearchQuery, at: Date): number | null {
  return cheapestPrice(new SimulatedFareProvider(t.app.places), t.app.places, query, at);
}

/** The engine's cheapest ticket on the tests' today, as the results page would offer it for subscribing. */
export function cheapestTicket(t: TestApp, query: SearchQuery): Ticket {
  const tickets = new SimulatedFareProvider(t.app.places).search(query, { startedAt: new Date(testNow) }).flatMap((batch) => batch.tickets);
  const price = (ticket: Ticket) => Math.min(...ticket.offers.map((offer) => offer.price));
  return tickets.reduce((best, ticket) => (price(ticket) < price(best) ? ticket : best));
}

/** The first of the coming days on which every search is cheaper than on the tests' today, as a moment at noon UTC. */
export function dropDay(t: TestApp, queries: SearchQuery[], within = 40): Date {
  const noon = (days: number) => new Date(Math.floor(testNow / dayMs) * dayMs + days * dayMs + dayMs / 2);
  const today = queries.map((query) => engineCheapest(t, query, new Date(testNow))!);
  for (let days = 1; days <= within; days++) {
    const at = noon(days);
    if (queries.every((query, index) => (engineCheapest(t, query, at) ?? Infinity) < today[index]!)) return at;
  }
  throw new Error('no day with a lower price for every search');
}

/** Runs the price-drop job once through its private endpoint. */
export async function runJob(t: TestApp, at: Date): Promise<PriceDropRun> {
  const response = await t.app.inject({ method: 'POST', url: `/api/favorites/v1/price-drops/run?at=${encodeURIComponent(at.toISOString())}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PriceDropRun;
}
