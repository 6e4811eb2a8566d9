import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SearchResults, StartSearchResponse, type SearchQuery } from '../../../../contracts';
import { searches } from '../schema';
import { agencies } from '../../../engines/fares';
import { placesFixture } from '../../../testing/places-fixture';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { searchApi } from '..';
import { gatherWindowMs } from '../../../long-poll';
import { searchQuery } from '../../../testing/search-query';

// The mounted module runs on the real clock; a second instance at /clocked runs on a clock the
// tests move by hand, so polling needs no sleeping. Both share the app's database.
let clock = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture });
  await t.app.register(searchApi, { prefix: '/clocked', now: () => clock });
  // A fresh instance over the same database: what a restarted or another process sees.
  await t.app.register(searchApi, { prefix: '/restarted', now: () => clock });
});
afterAll(() => t.close());

const body = searchQuery;

async function start(payload: unknown = body(), prefix = '/clocked') {
  const response = await t.app.inject({ method: 'POST', url: `${prefix}/v1/searches`, payload: payload as object });
  expect(response.statusCode, response.body).toBe(201);
  return StartSearchResponse.parse(response.json()).search_id;
}

async function results(id: string, since = 0, locale = 'en', prefix = '/clocked') {
  const response = await t.app.inject({ method: 'GET', url: `${prefix}/v1/searches/${id}/results?since=${since}&locale=${locale}` });
  expect(response.statusCode, response.body).toBe(200);
  return SearchResults.parse(response.json());
}

/** Everything a search found, once complete. */
async function finished(id: string, locale = 'en') {
  const saved = clock;
  clock += 3000;
  const all = await results(id, 0, locale);
  clock = saved;
  expect(all.complete).toBe(true);
  return all;
}

describe('flight search API', () => {
  test('results arrive agency by agency until the search is complete', async () => {
    const startedAt = clock;
    const id = await start();

    let since = 0;
    let progress = 0;
    let tickets = 0;
    for (const { delayMs: elapsed } of agencies) {
      // Past the gathering window, so that the answer is not held (long-poll.api.test.ts).
      clock = startedAt + elapsed + gatherWindowMs;
      const page = await results(id, since);
      expect(page).toMatchObject({ search_id: id, complete: since + 1 === agencies.length });
      expect(page.agencies_total).toBe(agencies.length);
      expect(page.progress).toBeGreaterThan(progress);
      expect(page.next).toBeGreaterThan(since);
      progress = page.progress;
      since = page.next;
      tickets += page.tickets.length;
      if (since === 1) expect(page.tickets.length).toBeGreaterThan(0);
    }
    const last = await results(id, since);
    expect(last).toMatchObject({ progress: 1, complete: true, next: last.agencies_total, tickets: [] });
    expect(tickets).toBeGreaterThan(20);
    clock = startedAt;
  });

  test('the same query gives the same tickets and prices; the query is stored', async () => {
    const [a, b] = [await start(), await start()];
    expect(a).not.toBe(b);
    const [ra, rb] = [await finished(a), await finished(b)];
    expect(ra.tickets.length).toBeGreaterThan(0);
    expect(rb.tickets).toEqual(ra.tickets);

    const [row] = await t.app.database.db.select().from(searches).where(eq(searches.id, a));
    expect(row).toMatchObject({ query: body(), brand: 'AS', market: 'ru' });
    expect(row!.startedAt.getTime()).toBe(clock);
  });

  test('a search this process does not hold is recomputed from the database', async () => {
    const id = await start();
    clock += 3000;
    const original = await results(id);
    const restored = await results(id, 0, 'en', '/restarted');
    clock -= 3000;
    expect(restored).toEqual(original);
  });

  test('the dictionary names every airport and airline of the tickets, in the asked language', async () => {
    const id = await start();
    const ru = await finished(id, 'ru');
    const en = await finished(id, 'en');
    const flights = en.tickets.flatMap((ticket) => ticket.segments.flatMap((segment) => segment.flights));
    for (const flight of flights) {
      expect(en.dictionary.airports[flight.origin]).toBeDefined();
      expect(en.dictionary.airports[flight.destination]).toBeDefined();
      expect(en.dictionary.airlines[flight.carrier]).toBeDefined();
    }
    expect(ru.dictionary.airports.SVO).toEqual({ name: 'Шереметьево', city: 'Москва' });
    expect(en.dictionary.airports.SVO).toEqual({ name: 'Sheremetyevo', city: 'Moscow' });
    expect(ru.dictionary.airports.SAW).toEqual({ name: 'Сабиха Гёкчен', city: 'Стамбул' });
    expect(ru.dictionary.airlines.SU).toBe('Аэрофлот');
    expect(en.dictionary.airlines.SU).toBe('Aeroflot');
    expect(ru.dictionary.airlines.TK).toBe('Турецкие авиалинии');
    // Alliances of the airlines that belong to one, with the day the membership was checked.
    expect(en.dictionary.alliances?.TK).toBe('star');
    expect(en.dictionary.alliances?.SU).toBeUndefined();
    expect(en.dictionary.alliances_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A language the data lacks falls back to English.
    expect((await finished(id, 'de')).dictionary.airports.SVO).toEqual({ name: 'Sheremetyevo', city: 'Moscow' });
  });

  test.each([
    [{ origin: 'XXX' }, 'Unknown place code: XXX', 'unknown_place'],
    [{ destination: 'QQQ' }, 'Unknown place code: QQQ', 'unknown_place'],
    [{ destination: 'MOW' }, 'Origin and destination must differ', 'same_place'],
    [{ origin: 'SVO', destination: 'VKO' }, 'Origin and destination must differ', 'same_place'],
    [{ departDate: '2026-03-01' }, 'Departure date must not be in the past', 'past_date'],
    [{ departDate: '2026-02-30' }, 'Departure date does not exist: 2026-02-30', 'invalid_date'],
    [{ departDate: '2027-06-01' }, 'Departure date must be within 364 days', 'too_far_ahead'],
    [{ returnDate: '2026-04-09' }, 'Return date must not be before departure date', 'return_before_departure'],
    [{ passengers: { adults: 4, children: 4, infants: 2 } }, 'No more than 9 passengers', 'too_many_passengers'],
    [{ passengers: { adults: 1, children: 0, infants: 2 } }, 'Infants cannot outnumber adults', 'too_many_infants'],
    [{ passengers: { adults: 0, children: 1, infants: 0 } }, 'passengers.adults: At least one adult is required', undefined],
    [{ origin: 'mow' }, 'origin: Place code must be 3 latin letters', undefined],
    [{ departDate: '10.04.2026' }, 'departDate: Date must be YYYY-MM-DD', undefined],
  ] as [Partial<SearchQuery>, string, string | undefined][])('a search with %j is refused: %s (%s)', async (change, message, code) => {
    const response = await t.app.inject({ method: 'POST', url: '/clocked/v1/searches', payload: body(change) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, ...(code ? { code } : {}) });
  });

  test('results of an unknown search are 404, a malformed id is 400', async () => {
    const unknown = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const missing = await t.app.inject({ method: 'GET', url: `/api/search/v1/searches/${unknown}/results` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`Search ${unknown} not found`);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/search/v1/searches/12345/results' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('id: Search id must be a UUID');
  });

  test('the mounted module runs on the real clock', async () => {
    const departDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const id = await start(body({ departDate }), '/api/search');
    // Held for the first agency's answer on real timers.
    const page = await results(id, 0, 'en', '/api/search');
    expect(page.agencies_total).toBeGreaterThan(0);
    expect(page.search_id).toBe(id);
    expect(page.next).toBeGreaterThan(0);
  });
});

test('starting searches has its own rate limit', async () => {
  const limited = await buildTestApp({ searchRateLimit: 2 }, { places: placesFixture });
  try {
    const departDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const post = () => limited.app.inject({ method: 'POST', url: '/api/search/v1/searches', payload: body({ departDate }) });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(429);
  } finally {
    await limited.close();
  }
});
