import { expect } from 'vitest';
import type { PriceDropRun } from '../../../../contracts/favorites';
import type { SearchQuery } from '../../../../contracts/search';
import { dayMs, testNow } from '../../../testing/fare-fixtures';
import { SimulatedFareProvider } from '../../../engines/fares';
import type { TestApp } from '../../../testing/test-app';
import { admin } from '../../../testing/user-login';
import { cheapestPrice } from '../prices';

export { cheapestTicket, dayMs, daysAhead, futureQuery, testNow } from '../../../testing/fare-fixtures';

/** The engine's cheapest price of a search at a moment, as the module computes it. */
export function engineCheapest(t: TestApp, query: SearchQuery, at: Date): number | null {
  return cheapestPrice(new SimulatedFareProvider(t.app.places), t.app.places, query, at);
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
