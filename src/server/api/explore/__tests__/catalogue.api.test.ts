import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AirlinePage, AirportPage, CatalogueList, CityPage, CountryPage, FlightPage } from '../../../../contracts/catalogue';
import { SimulatedFareProvider } from '../../../engines/fares';
import { placesFixture } from '../../../testing/places-fixture';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { PriceSampler } from '../sampler';
import { PriceIndexStore } from '../store';

const start = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { places: placesFixture, now: () => start });
  const store = new PriceIndexStore(t.app.database.db);
  const sampler = new PriceSampler({
    places: placesFixture,
    fares: () => new SimulatedFareProvider(placesFixture),
    origins: ['MOW'],
    record: (found) => store.record(found),
  });
  while ((await sampler.sample(200, new Date(start))) > 0);
  await store.flush();
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/explore/v1/catalogue${path}?${new URLSearchParams(query)}` });
const ok = async <T>(path: string, schema: { parse: (value: unknown) => T }, query: Record<string, string> = {}) => {
  const response = await get(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
};

describe('the catalogues', () => {
  test('each lists its entries by name in the locale, with their pages’ slugs', async () => {
    const airlines = await ok('/airlines', CatalogueList, { locale: 'ru' });
    expect(airlines.entries).toContainEqual({ code: 'SU', slug: 'aeroflot', name: 'Аэрофлот', country_code: 'RU', country_name: 'Россия' });
    const names = airlines.entries.map((entry) => entry.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare));
    expect((await ok('/countries', CatalogueList)).entries).toContainEqual(expect.objectContaining({ code: 'TR', slug: 'turkey', country_code: null }));
    expect((await ok('/cities', CatalogueList)).entries).toContainEqual(expect.objectContaining({ code: 'LED', slug: 'saint-petersburg' }));
    expect((await ok('/airports', CatalogueList)).entries.map((entry) => entry.code)).toContain('SVO');
  });

  test('an unknown catalogue is a 400 in the contract’s words', async () => {
    const response = await get('/hotels');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^section: /);
  });
});

describe('the entries', () => {
  test('an airline by code or slug: its alliance, hubs and routes, priced where the index knows the route', async () => {
    const bySlug = await ok('/airlines/aeroflot', AirlinePage, { locale: 'en' });
    expect(await ok('/airlines/SU', AirlinePage, { locale: 'en' })).toEqual(bySlug);
    expect(bySlug).toMatchObject({ airline: { code: 'SU', slug: 'aeroflot', name: 'Aeroflot' }, alliance: null, alliances_as_of: '2025-07-01' });
    expect(bySlug.hubs.map((hub) => hub.code)).toContain('SVO');
    expect(bySlug.routes.length).toBeGreaterThan(3);
    expect(bySlug.routes.every((route) => route.carriers.some((carrier) => carrier.code === 'SU'))).toBe(true);
    const priced = bySlug.routes.find((route) => route.fare !== null)!;
    expect(priced.fare).toMatchObject({ kind: 'oneway', origin: { code: priced.origin_city }, destination: { code: priced.destination_city } });
    expect(priced.fare!.searches).toBeGreaterThan(0);
    expect((await ok('/airlines/TK', AirlinePage)).alliance).toBe('star');
  });

  test('an airport: its city, carriers and routes', async () => {
    const airport = await ok('/airports/SVO', AirportPage, { locale: 'ru' });
    expect(airport.airport).toMatchObject({ code: 'SVO', slug: 'sheremetyevo' });
    expect(airport.city).toMatchObject({ code: 'MOW', name: 'Москва', slug: 'moscow' });
    expect(airport.carriers.map((carrier) => carrier.code)).toContain('SU');
    expect(airport.routes.every((route) => route.from.code === 'SVO' && route.distance_km > 0 && route.minutes > 0)).toBe(true);
  });

  test('a city and a country: the country’s cities and the cheapest fares from and to them', async () => {
    expect(await ok('/cities/moscow', CityPage)).toMatchObject({ city: { code: 'MOW' }, country: { code: 'RU', slug: 'russia' } });
    const russia = await ok('/countries/RU', CountryPage);
    expect(russia.cities.map((city) => city.code)).toContain('MOW');
    expect(russia.from.length).toBeGreaterThan(0);
    const prices = russia.from.map((fare) => fare.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The index samples from Moscow only: travellers fly to Turkey from there, nobody from Turkey yet.
    const turkey = await ok('/countries/turkey', CountryPage);
    expect(turkey.from).toEqual([]);
    expect(turkey.to.map((fare) => fare.origin.code)).toContain('MOW');
    expect(turkey.to.every((fare) => fare.destination.country_code === 'TR')).toBe(true);
  });

  test('a flight: its legs at their local times, its carrier', async () => {
    const route = (await ok('/airlines/SU', AirlinePage)).routes[0]!;
    const number = await findFlightNumber(route.from.code, route.to.code);
    const flight = await ok(`/flights/${number}`, FlightPage);
    expect(flight).toMatchObject({ number, carrier: { code: 'SU' }, date: '2026-03-02' });
    expect(flight.legs[0]).toMatchObject({ departure_time: expect.stringMatching(/^\d\d:\d\d$/), arrival_time: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  test('unknown names and codes are 404 in the section’s words; a malformed name a 400', async () => {
    for (const [path, message] of [
      ['/airlines/XX', 'Unknown airline XX'],
      ['/airlines/no-such-airline', 'Unknown airline no-such-airline'],
      ['/airports/QQQ', 'Unknown airport QQQ'],
      ['/cities/atlantis', 'Unknown place atlantis'],
      ['/countries/ZZ', 'Unknown country ZZ'],
      ['/flights/SU9', 'Unknown flight SU9'],
    ]) {
      const response = await get(path!);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe(message);
    }
    expect((await get('/airlines/a%20b')).statusCode).toBe(400);
  });
});

/** A flight number the timetable has between two airports, from a search of the next day. */
async function findFlightNumber(from: string, to: string): Promise<string> {
  const engine = new SimulatedFareProvider(placesFixture);
  const { searchQuery } = await import('../../../testing/search-query');
  const batches = engine.search(searchQuery({ origin: from, destination: to, departDate: '2026-03-03' }), { startedAt: new Date(start) });
  const flight = batches
    .flatMap((batch) => batch.tickets)
    .flatMap((ticket) => ticket.segments[0]!.flights)
    .find((leg) => leg.carrier === 'SU' && leg.origin === from && leg.destination === to && !leg.operated_by)!;
  return `${flight.carrier}${flight.number}`;
}
