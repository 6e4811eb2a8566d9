import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SearchResults, StartSearchResponse, type SearchQuery } from '../../../../contracts';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { searchApi } from '..';

// Multi-city and flexible-date searches through the API, on a clock the tests move by hand.
let clock = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture });
  await t.app.register(searchApi, { prefix: '/legs', now: () => clock });
  await t.app.register(searchApi, { prefix: '/restarted', now: () => clock });
});
afterAll(() => t.close());

const threeLegs = searchQuery({
  nextLegs: [
    { origin: 'IST', destination: 'LED', date: '2026-04-15' },
    { origin: 'LED', destination: 'MOW', date: '2026-04-20' },
  ],
});
const post = (payload: object) => t.app.inject({ method: 'POST', url: '/legs/v1/searches', payload });
async function everything(payload: SearchQuery, prefix = '/legs') {
  const started = await post(payload);
  expect(started.statusCode, started.body).toBe(201);
  const id = StartSearchResponse.parse(started.json()).search_id;
  // Every agency has answered a few seconds on.
  clock += 5000;
  const response = await t.app.inject({ method: 'GET', url: `${prefix}/v1/searches/${id}/results?since=0&locale=en` });
  expect(response.statusCode, response.body).toBe(200);
  return { id, results: SearchResults.parse(response.json()) };
}

describe('multi-city and flexible searches', () => {
  test('a three-leg search answers tickets of three segments, one per leg, in order', async () => {
    const { id, results } = await everything(threeLegs);
    expect(results.complete).toBe(true);
    expect(results.tickets.length).toBeGreaterThan(0);
    const city = (code: string) => placesFixture.airport(code)!.cityCode;
    for (const ticket of results.tickets) {
      expect(ticket.segments.map((segment) => `${city(segment.flights[0]!.origin)}-${city(segment.flights.at(-1)!.destination)}`)).toEqual([
        'MOW-IST',
        'IST-LED',
        'LED-MOW',
      ]);
      expect(ticket.segments.map((segment) => segment.flights[0]!.departure.slice(0, 10))).toEqual(['2026-04-10', '2026-04-15', '2026-04-20']);
    }
    // Every airport of every leg is named.
    expect(results.dictionary.airports.LED?.city).toBe('Saint Petersburg');
    // Stored with its legs: another process recomputes the same tickets.
    const again = await t.app.inject({ method: 'GET', url: `/restarted/v1/searches/${id}/results?since=0&locale=en` });
    expect(SearchResults.parse(again.json()).tickets.map((ticket) => ticket.id)).toEqual(results.tickets.map((ticket) => ticket.id));
  });

  test('a flexible return search answers tickets on the days around its dates', async () => {
    const { results } = await everything(searchQuery({ destination: 'DXB', returnDate: '2026-04-17', flexDays: 3 }));
    const days = new Set(results.tickets.map((ticket) => ticket.segments[0]!.flights[0]!.departure.slice(0, 10)));
    expect(days.size).toBeGreaterThan(3);
    for (const day of days) expect(day >= '2026-04-07' && day <= '2026-04-13').toBe(true);
  });

  test.each([
    [{ nextLegs: [{ origin: 'IST', destination: 'LED', date: '2026-04-09' }] }, 'Leg 2 must not depart before leg 1', 'legs_out_of_order'],
    [{ nextLegs: [{ origin: 'IST', destination: 'XXX', date: '2026-04-12' }] }, 'Unknown place code: XXX', 'unknown_place'],
    [{ nextLegs: [{ origin: 'LED', destination: 'LED', date: '2026-04-12' }] }, 'Leg 2: origin and destination must differ', 'same_place'],
    [{ nextLegs: [{ origin: 'IST', destination: 'LED', date: '2027-03-05' }] }, 'Leg 2 date must be within 364 days', 'too_far_ahead'],
    [{ ...threeLegs, flexDays: 3 }, 'Flexible dates apply to one-way and return trips', 'invalid_trip'],
    [
      { returnDate: '2026-04-12', nextLegs: [{ origin: 'IST', destination: 'LED', date: '2026-04-12' }] },
      'A trip has a return date or further legs, not both',
      'invalid_trip',
    ],
    [{ flexDays: 4 }, 'flexDays must be at most 3', undefined],
    [{ nextLegs: Array.from({ length: 6 }, () => ({ origin: 'IST', destination: 'LED', date: '2026-04-12' })) }, 'nextLegs: At most 6 legs', undefined],
  ] as [Partial<SearchQuery>, string, string | undefined][])('a search with %j is refused: %s', async (change, message, code) => {
    const response = await post(searchQuery(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, ...(code ? { code } : {}) });
  });
});
