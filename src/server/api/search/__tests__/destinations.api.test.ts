import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Destinations } from '../../../../contracts/prices';
import { lowestOffer, SimulatedFareProvider } from '../../../engines/fares';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { searchApi } from '..';

const clock = Date.parse('2026-03-02T09:00:00Z');
const startedAt = new Date(clock);
const engine = new SimulatedFareProvider(placesFixture);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture });
  await t.app.register(searchApi, { prefix: '/clocked', now: () => clock, delayScale: 0 });
});
afterAll(() => t.close());

const get = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: `/clocked/v1/prices/destinations?${new URLSearchParams(query)}` });

describe('destinations API', () => {
  test('lists where to fly from a city, cheapest first, each at the lowest price a search for its day shows', async () => {
    const response = await get({ origin: 'MOW', locale: 'ru' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = Destinations.parse(response.json());
    expect(answer.origin).toBe('MOW');
    expect(answer.days_ahead).toEqual([7, 14, 21, 28]);
    expect(answer.destinations.length).toBeGreaterThan(5);
    expect(answer.destinations.map(({ code }) => code)).not.toContain('MOW');
    const prices = answer.destinations.map(({ price }) => price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const istanbul = answer.destinations.find(({ code }) => code === 'IST')!;
    expect(istanbul).toMatchObject({ name: 'Стамбул', country_name: 'Турция' });
    const query = searchQuery({ origin: 'MOW', destination: 'IST', departDate: istanbul.depart_date });
    expect(istanbul.price).toBe(lowestOffer(engine.search(query, { startedAt })));
    // The other sampled days are no cheaper.
    for (const days of answer.days_ahead) {
      const day = new Date(clock + days * 86_400_000).toISOString().slice(0, 10);
      const price = lowestOffer(engine.search(searchQuery({ origin: 'MOW', destination: 'IST', departDate: day }), { startedAt }));
      if (price !== null) expect(price).toBeGreaterThanOrEqual(istanbul.price);
    }
  });

  test('names follow the locale; the same day gives the same answer', async () => {
    const english = Destinations.parse((await get({ origin: 'MOW', locale: 'en' })).json());
    expect(english.destinations.find(({ code }) => code === 'IST')).toMatchObject({ name: 'Istanbul', country_name: 'Turkey' });
    const russian = Destinations.parse((await get({ origin: 'MOW', locale: 'ru' })).json());
    expect(russian.destinations.map(({ code, price, depart_date }) => [code, price, depart_date])).toEqual(
      english.destinations.map(({ code, price, depart_date }) => [code, price, depart_date]),
    );
  });

  test('an unknown place or malformed input is a 400 in the spec’s words', async () => {
    expect((await get({ origin: 'QQQ' })).json()).toMatchObject({ statusCode: 400, message: 'Unknown place code: QQQ' });
    expect((await get({ origin: 'mow' })).json()).toMatchObject({ statusCode: 400, message: 'origin: Place code must be 3 latin letters' });
    expect((await get({})).statusCode).toBe(400);
    expect((await get({ origin: 'MOW', locale: '../../x' })).statusCode).toBe(400);
  });
});
