import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PriceCalendar, PriceGraph, PriceInsight, graphDays } from '../../../../contracts/prices';
import { SearchResults, StartSearchResponse, type SearchQuery } from '../../../../contracts/search';
import { lowestOffer, SimulatedFareProvider } from '../../../engines/fares';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { searchApi } from '..';
import { priceObservations } from '../schema';

const clock = Date.parse('2026-03-02T09:00:00Z');
const startedAt = new Date(clock);
const engine = new SimulatedFareProvider(placesFixture);
const searchMin = (query: SearchQuery) => lowestOffer(engine.search(query, { startedAt }));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture });
  await t.app.register(searchApi, { prefix: '/clocked', now: () => clock, delayScale: 0 });
});
afterAll(() => t.close());

const trip = (query: Record<string, string>) => new URLSearchParams({ origin: 'MOW', destination: 'IST', departDate: '2026-04-10', ...query }).toString();
async function get(path: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/clocked/v1/prices/${path}?${trip(query)}` });
}
async function ok<T>(path: string, query: Record<string, string>, schema: { parse(v: unknown): T }) {
  const response = await get(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}
const observations = (origin: string, destination: string) =>
  t.app.database.db
    .select()
    .from(priceObservations)
    .where(and(eq(priceObservations.origin, origin), eq(priceObservations.destination, destination)));

describe('price calendar API', () => {
  test('a round trip has a 7 × 7 grid, each day priced as its search finds it', async () => {
    const calendar = await ok('calendar', { returnDate: '2026-04-17', adults: '2' }, PriceCalendar);
    expect(calendar.kind).toBe('grid');
    expect(calendar.depart_dates).toHaveLength(7);
    expect(calendar.return_dates[3]).toBe('2026-04-17');
    expect(calendar.days).toHaveLength(49);
    const passengers = { adults: 2, children: 0, infants: 0 };
    for (const day of calendar.days.filter((_, i) => i % 8 === 0)) {
      expect(day.price).toBe(searchMin(searchQuery({ departDate: day.depart_date, returnDate: day.return_date!, passengers })));
    }
    expect(calendar.cheapest).toBe(Math.min(...calendar.days.map((day) => day.price!)));
  });

  test('a one-way trip has its month; past days are unavailable, not priced', async () => {
    const calendar = await ok('calendar', { departDate: '2026-03-05' }, PriceCalendar);
    expect(calendar.kind).toBe('month');
    expect(calendar.days).toHaveLength(31);
    expect(calendar.days[0]).toEqual({ depart_date: '2026-03-01', available: false, price: null });
    expect(calendar.days[4]!.price).toBe(searchMin(searchQuery({ departDate: '2026-03-05' })));
  });

  test('the graph covers the coming weeks with the trip length', async () => {
    const graph = await ok('graph', { returnDate: '2026-04-13' }, PriceGraph);
    expect(graph.stay_days).toBe(3);
    expect(graph.days).toHaveLength(graphDays);
    expect(graph.days[0]).toMatchObject({ depart_date: '2026-03-02', return_date: '2026-03-05', available: true });
    expect(graph.days[10]!.price).toBe(searchMin(searchQuery({ departDate: '2026-03-12', returnDate: '2026-03-15' })));
  });

  test('a trip that cannot be searched is refused with its reason; malformed input is 400', async () => {
    expect((await get('calendar', { destination: 'MOW' })).json()).toMatchObject({ statusCode: 400, message: 'Origin and destination must differ' });
    expect((await get('graph', { departDate: '2026-02-01' })).statusCode).toBe(400);
    expect((await get('insight', { adults: 'many' })).statusCode).toBe(400);
    expect((await get('calendar', { origin: 'constructor' })).statusCode).toBe(400);
  });
});

describe('price history and insight', () => {
  test('says openly that one observation is not enough to judge', async () => {
    const insight = await ok('insight', { origin: 'LED', destination: 'AYT' }, PriceInsight);
    expect(insight).toMatchObject({ level: null, observations: 1, needed: 10, low_below: null, high_above: null });
    expect(insight.price).toBe(searchMin(searchQuery({ origin: 'LED', destination: 'AYT' })));
    expect(insight.oldest).toBe(startedAt.toISOString());
  });

  test('searches and calendars record the cheapest price per trip and day, once', async () => {
    const query = searchQuery({ origin: 'LED', destination: 'IST', departDate: '2026-05-20' });
    for (let i = 0; i < 2; i++) {
      const started = await t.app.inject({ method: 'POST', url: '/clocked/v1/searches', payload: query });
      const id = StartSearchResponse.parse(started.json()).search_id;
      SearchResults.parse((await t.app.inject({ method: 'GET', url: `/clocked/v1/searches/${id}/results` })).json());
    }
    await ok('insight', { origin: 'LED', destination: 'IST', departDate: '2026-05-20' }, PriceInsight);
    const rows = await observations('LED', 'IST');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'oneway',
      tripClass: 'Y',
      departDate: '2026-05-20',
      returnDate: '2026-05-20',
      observedOn: '2026-03-02',
      pricePerSeat: searchMin(query),
    });
  });

  test('after a calendar the route has history: the level follows the quartiles', async () => {
    const calendar = await ok('calendar', { origin: 'MOW', destination: 'AYT', departDate: '2026-06-10' }, PriceCalendar);
    const prices = calendar.days.flatMap((day) => (day.price === null ? [] : [day.price])).sort((a, b) => a - b);
    const cheapest = calendar.days.find((day) => day.price === prices[0])!;
    const dearest = calendar.days.find((day) => day.price === prices.at(-1))!;
    const low = await ok('insight', { origin: 'MOW', destination: 'AYT', departDate: cheapest.depart_date }, PriceInsight);
    expect(low).toMatchObject({ level: 'low', observations: prices.length, price: prices[0] });
    expect(low.low_below).toBeGreaterThanOrEqual(prices[0]!);
    const high = await ok('insight', { origin: 'MOW', destination: 'AYT', departDate: dearest.depart_date }, PriceInsight);
    expect(high.level).toBe('high');
    // Another class is another history.
    expect((await ok('insight', { origin: 'MOW', destination: 'AYT', departDate: '2026-06-10', tripClass: 'C' }, PriceInsight)).level).toBeNull();
  });

  test('the history is kept by age like the other append-only tables', async () => {
    const { pruneTable } = await import('../../../retention');
    const before = (await t.app.database.db.execute(sql`select count(*)::int as n from price_observations`)) as unknown as { rows: { n: number }[] };
    const deleted = await pruneTable(t.app.database.db, 'price_observations', { maxAgeDays: 30, maxMegabytes: 64 }, clock + 31 * 86_400_000);
    expect(deleted.byAge).toBe(before.rows[0]!.n);
  });
});
