import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DestinationsIndex, OriginsIndex, RouteIndex, SampledOrigins } from '../../../../contracts/explore';
import { lowestOffer, SimulatedFareProvider } from '../../../engines/fares';
import { observationsOf, visaStatus } from '../../../engines/price-index';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { PriceSampler } from '../sampler';
import { PriceIndexStore } from '../store';

const start = Date.parse('2026-03-02T09:00:00Z');
let clock = start;
const engine = new SimulatedFareProvider(placesFixture);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture, now: () => clock });
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/explore${path}?${new URLSearchParams(query)}` });
const destinations = async (query: Record<string, string>) => {
  const response = await get('/v1/destinations', query);
  expect(response.statusCode, response.body).toBe(200);
  return DestinationsIndex.parse(response.json());
};
const search = (change: Parameters<typeof searchQuery>[0]) => t.app.inject({ method: 'POST', url: '/api/search/v1/searches', payload: searchQuery(change) });
/** The lowest total per seat among the cards (`observationsOf` prices with each agency's card fees). */
const lowestPerSeat = (change: Parameters<typeof searchQuery>[0], at = start, cards = ['ru_card', 'ww_card']) => {
  const query = searchQuery(change);
  const found = observationsOf(query, engine.search(query, { startedAt: new Date(at) }), new Date(at));
  return Math.min(...found.filter((fare) => !fare.direct && cards.includes(fare.card)).map((fare) => fare.pricePerSeat));
};

describe('the price index learns from travellers’ searches', () => {
  test('each search’s lowest price, per seat, with when it was found and how many searches saw it', async () => {
    const trip = { origin: 'SVO', destination: 'IST', departDate: '2026-04-10', passengers: { adults: 2, children: 0, infants: 0 } };
    expect((await search(trip)).statusCode).toBe(201);
    const price = lowestPerSeat(trip);
    // Every ticket's price counts the agency's fees for the card: never below the bare fare.
    expect(price).toBeGreaterThanOrEqual(Math.round(lowestOffer(engine.search(searchQuery(trip), { startedAt: new Date(start) }))! / 2));
    await vi.waitFor(async () => expect((await destinations({ origin: 'MOW' })).fares).toHaveLength(1), { timeout: 5000 });
    const answer = await destinations({ origin: 'MOW', locale: 'ru' });
    expect(answer.origin).toMatchObject({ code: 'MOW', name: 'Москва' });
    expect(answer.fresh_hours).toBe(48);
    // The first month it covers: the origin's current one, where readers' periods start.
    expect(answer.from_month).toBe('2026-03');
    expect(answer.fares[0]).toMatchObject({
      destination: { code: 'IST', name: 'Стамбул', country_code: 'TR', country_name: 'Турция' },
      price,
      depart_date: '2026-04-10',
      return_date: null,
      month: '2026-04',
      kind: 'oneway',
      trip_days: 0,
      direct: false,
      found_at: new Date(start).toISOString(),
      age_hours: 0,
      fresh: true,
      searches: 1,
      visa: null,
    });
  });

  test('the same trip again replaces its price and counts a second search; a price is older after 48 hours', async () => {
    clock = start + 49 * 3_600_000;
    expect((await destinations({ origin: 'MOW' })).fares[0]).toMatchObject({ age_hours: 49, fresh: false, searches: 1 });
    expect((await search({ departDate: '2026-04-10' })).statusCode).toBe(201);
    await vi.waitFor(async () => expect((await destinations({ origin: 'MOW' })).fares[0]!.searches).toBe(2), { timeout: 5000 });
    const fare = (await destinations({ origin: 'MOW' })).fares[0]!;
    expect(fare).toMatchObject({ age_hours: 0, fresh: true, found_at: new Date(clock).toISOString() });
    expect(fare.price).toBe(lowestPerSeat({ departDate: '2026-04-10' }, clock));
    clock = start;
  });
});

describe('the sampled index and its filters', () => {
  beforeAll(async () => {
    const store = new PriceIndexStore(t.app.database.db);
    const sampler = new PriceSampler({ places: placesFixture, fares: () => engine, origins: ['MOW'], record: (found) => store.record(found) });
    // The fixture's destinations for six months, every trip of the plan.
    while ((await sampler.sample(200, new Date(start))) > 0);
    expect(sampler.remaining).toBe(0);
  });

  test('every destination at its cheapest, cheapest first, never the origin', async () => {
    const answer = await destinations({ origin: 'MOW' });
    expect(answer.fares.length).toBeGreaterThan(3);
    const prices = answer.fares.map((fare) => fare.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(answer.fares.map((fare) => fare.destination.code)).not.toContain('MOW');
    expect(new Set(answer.fares.map((fare) => fare.destination.code)).size).toBe(answer.fares.length);
  });

  test('destinations in one country only, for a "flights from a city to a country" page', async () => {
    const all = await destinations({ origin: 'MOW', limit: '100' });
    const countries = new Set(all.fares.map((fare) => fare.destination.country_code));
    expect(countries.size).toBeGreaterThan(1);
    const [country] = [...countries];
    const inCountry = await destinations({ origin: 'MOW', country: country!.toLowerCase(), limit: '100' });
    expect(inCountry.fares.map((fare) => fare.destination.code)).toEqual(
      all.fares.filter((fare) => fare.destination.country_code === country).map((fare) => fare.destination.code),
    );
    expect((await get('/v1/destinations', { origin: 'MOW', country: 'TUR' })).json().message).toBe('country must be a two-letter country code');
  });

  test('popular routes: the most searched destinations first, each with its searches', async () => {
    const popular = await destinations({ origin: 'MOW', sort: 'popular', kind: 'oneway' });
    const counts = popular.fares.map((fare) => fare.route_searches!);
    expect(counts.every((count) => count >= 1)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Every sampled month of a one-way trip is a search of the route: more than its cheapest cell's.
    expect(counts[0]).toBeGreaterThan(popular.fares[0]!.searches);
    expect((await destinations({ origin: 'MOW' })).fares[0]!.route_searches).toBeUndefined();
    expect((await get('/v1/destinations', { origin: 'MOW', sort: 'best' })).json().message).toBe('sort must be price or popular');
  });

  test('a sampled price is what the search for its trip shows', async () => {
    const fare = (await destinations({ origin: 'MOW', kind: 'return', min_days: '7', max_days: '7' })).fares[0]!;
    expect(fare).toMatchObject({ kind: 'return', trip_days: 7 });
    const query = searchQuery({ destination: fare.destination.code, departDate: fare.depart_date, returnDate: fare.return_date! });
    expect(fare.price).toBe(lowestPerSeat(query));
  });

  test('prices are totals for the traveller’s cards: one card’s are never below both cards’', async () => {
    const both = await destinations({ origin: 'MOW', kind: 'oneway' });
    for (const card of ['ru_card', 'ww_card'] as const) {
      const one = await destinations({ origin: 'MOW', kind: 'oneway', cards: card });
      expect(one.fares.every((fare) => fare.card === card)).toBe(true);
      for (const fare of one.fares) {
        const cheapest = both.fares.find((other) => other.destination.code === fare.destination.code)!;
        expect(fare.price).toBeGreaterThanOrEqual(cheapest.price);
      }
    }
    expect((await get('/v1/destinations', { origin: 'MOW', cards: 'visa' })).json().message).toBe('cards must list ru_card or ww_card');
  });

  test('period, kind, trip length, budget and non-stop filters', async () => {
    const may = await destinations({ origin: 'MOW', period: '2026-05' });
    expect(may.fares.length).toBeGreaterThan(0);
    expect(may.fares.every((fare) => fare.month === '2026-05')).toBe(true);
    const spring = await destinations({ origin: 'MOW', period: 'spring-2026' });
    expect(spring.fares.every((fare) => ['2026-03', '2026-04', '2026-05'].includes(fare.month))).toBe(true);
    const weekends = await destinations({ origin: 'MOW', kind: 'return', max_days: '3' });
    expect(weekends.fares.every((fare) => fare.trip_days === 2 && new Date(`${fare.depart_date}T00:00:00Z`).getUTCDay() === 5)).toBe(true);
    const all = await destinations({ origin: 'MOW' });
    const budget = all.fares[1]!.price;
    expect((await destinations({ origin: 'MOW', max_price: String(budget) })).fares.every((fare) => fare.price <= budget)).toBe(true);
    const direct = await destinations({ origin: 'MOW', direct: 'true' });
    expect(direct.fares.length).toBeGreaterThan(0);
    expect(direct.fares.every((fare) => fare.direct)).toBe(true);
  });

  test('the visa filter and status follow the visitor’s citizenship, with the dataset’s source and date', async () => {
    const free = await destinations({ origin: 'MOW', citizenship: 'RU', visa: 'free,on_arrival' });
    expect(free.fares.length).toBeGreaterThan(0);
    for (const fare of free.fares) expect(['free', 'on_arrival']).toContain(fare.visa);
    for (const fare of free.fares) expect(fare.visa).toBe(visaStatus('RU', fare.destination.country_code));
    expect(free.visa_basis.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const all = await destinations({ origin: 'MOW', citizenship: 'RU' });
    expect(all.fares.length).toBeGreaterThan(free.fares.length);
  });

  test('a route’s cheapest fare of each month, in month order', async () => {
    const response = await get('/v1/routes/MOW/IST', { kind: 'oneway' });
    expect(response.statusCode, response.body).toBe(200);
    const route = RouteIndex.parse(response.json());
    expect(route.destination.code).toBe('IST');
    const months = route.months.map((fare) => fare.month);
    expect(months).toEqual([...months].sort());
    expect(months.length).toBeGreaterThanOrEqual(6);
    expect(route.months.every((fare) => fare.kind === 'oneway')).toBe(true);
  });

  test('a route’s facts come from a week of searches two weeks ahead', async () => {
    const route = RouteIndex.parse((await get('/v1/routes/MOW/IST', { locale: 'en' })).json());
    const facts = route.facts!;
    expect(facts.sampled_days).toEqual(['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22']);
    // Moscow to Istanbul is about 1,750 km as the crow flies.
    expect(facts.distance_km).toBeGreaterThan(1700);
    expect(facts.distance_km).toBeLessThan(1800);
    expect(facts.airlines.length).toBeGreaterThan(0);
    expect(facts.airlines.every(({ code, name }) => /^[A-Z0-9]{2}$/.test(code) && name.length > 0)).toBe(true);
    expect(facts.direct_share).toBeGreaterThan(0);
    expect(facts.direct_minutes).toBeGreaterThanOrEqual(facts.fastest_minutes!);
    const prices = facts.sampled_days.map((day) => lowestOffer(engine.search(searchQuery({ departDate: day }), { startedAt: new Date(start) }))!);
    const cheapest = facts.sampled_days[prices.indexOf(Math.min(...prices))]!;
    expect(facts.cheapest_weekday).toBe(new Date(`${cheapest}T00:00:00Z`).getUTCDay());
  });

  test('where travellers fly to a city from, each origin at its cheapest', async () => {
    const response = await get('/v1/origins', { destination: 'IST', locale: 'ru' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = OriginsIndex.parse(response.json());
    expect(answer.destination).toMatchObject({ code: 'IST', name: 'Стамбул' });
    expect(answer.fares.map((fare) => fare.origin.code)).toEqual(['MOW']);
    expect(answer.fares.every((fare) => fare.destination.code === 'IST')).toBe(true);
    const fromMoscow = (await destinations({ origin: 'MOW' })).fares.find((fare) => fare.destination.code === 'IST')!;
    expect(answer.fares[0]!.price).toBe(fromMoscow.price);
    expect((await get('/v1/origins', { destination: 'QQQ' })).statusCode).toBe(404);
  });

  test('bad input is a 400 in the contract’s words; an unknown place a 404', async () => {
    const message = async (path: string, query: Record<string, string>) => (await get(path, query)).json().message;
    expect(await message('/v1/destinations', { origin: 'MOW', visa: 'free' })).toBe('visa: citizenship is required to filter by visa');
    expect(await message('/v1/destinations', { origin: 'MOW', period: 'summer' })).toBe(
      'period must be a month (2027-01), a season (summer-2027) or a year (2027)',
    );
    expect(await message('/v1/destinations', { origin: 'mow' })).toBe('origin: Place code must be 3 latin letters');
    expect(await message('/v1/destinations', { origin: 'MOW', min_days: '9', max_days: '2' })).toBe('min_days must not be above max_days');
    expect(await message('/v1/destinations', { origin: 'MOW', direct: 'yes' })).toMatch(/^direct: /);
    const unknown = await get('/v1/routes/MOW/QQQ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown place QQQ');
  });
});

test('the cities the index samples from, named in the locale, for the price map’s origins', async () => {
  const response = await get('/v1/sampled-origins', { locale: 'ru' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  const { origins } = SampledOrigins.parse(response.json());
  // The fixture's places: the home cities it has.
  expect(origins.length).toBeGreaterThan(0);
  expect(origins.find((place) => place.code === 'MOW')).toMatchObject({ name: 'Москва', country_code: 'RU' });
  expect(new Set(origins.map((place) => place.code)).size).toBe(origins.length);
  expect((await get('/v1/sampled-origins', { locale: 'x' })).statusCode).toBe(400);
});

test('the price map’s world is an SVG, compressed and cached', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/explore/v1/world.svg', headers: { 'accept-encoding': 'br' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml');
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.rawPayload.length).toBeLessThan(20_000);
  expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(/^<svg [^>]*viewBox="0 0 960 500"[^]*<\/svg>$/);
  const gzip = await t.app.inject({ method: 'GET', url: '/api/explore/v1/world.svg', headers: { 'accept-encoding': 'gzip, deflate' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(brotliDecompressSync(response.rawPayload).toString());
  const plain = await t.app.inject({ method: 'GET', url: '/api/explore/v1/world.svg', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(gunzipSync(gzip.rawPayload).toString());
});
