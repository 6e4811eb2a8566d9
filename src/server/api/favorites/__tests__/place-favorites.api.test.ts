import { afterAll, beforeAll, expect, test } from 'vitest';
import { maxPlaceFavorites, PlaceFavorite, PlaceFavoritesResponse } from '../../../../contracts/favorites';
import { guidesContent } from '../../../engines/guides';
import { placesFixture } from '../../../testing/places-fixture';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, phoneLogin } from '../../../testing/user-login';

const testStart = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
let jwt: string;
const url = '/api/favorites/v1/places';

beforeAll(async () => {
  t = await buildTestApp(
    { globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) },
    { places: placesFixture, now: () => testStart },
  );
  jwt = (await phoneLogin(t, '79035553001')).jwt;
});
afterAll(() => t.close());

const save = (payload: object, token = jwt, locale = 'en') => t.app.inject({ method: 'POST', url: `${url}?locale=${locale}`, headers: bearer(token), payload });
const list = async (token = jwt, locale = 'en') => {
  const response = await t.app.inject({ method: 'GET', url: `${url}?locale=${locale}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return PlaceFavoritesResponse.parse(response.json()).places;
};

test('anonymous calls are refused before the body is read', async () => {
  for (const [method, path] of [
    ['GET', url],
    ['POST', url],
    ['DELETE', `${url}/00000000-0000-4000-8000-000000000000`],
  ] as const) {
    const response = await t.app.inject({ method, url: path, payload: method === 'POST' ? 'not json' : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('User is not authorized');
  }
});

test('save a guide’s place, the same place again answers it, list named in the language, remove', async () => {
  const created = await save({ iata: 'LED', place_id: 'hermitage' });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.headers['cache-control']).toBe('no-store');
  const saved = PlaceFavorite.parse(created.json());
  expect(saved).toMatchObject({
    iata: 'LED',
    place_id: 'hermitage',
    saved_at: new Date(testStart).toISOString(),
    place: { name: 'The Hermitage and Winter Palace', city: 'Saint Petersburg', category: 'museum', language: 'en' },
  });

  const again = await save({ iata: 'LED', place_id: 'hermitage' });
  expect(again.statusCode).toBe(200);
  expect(again.json().id).toBe(saved.id);

  expect((await list(jwt, 'ru'))[0]!.place).toMatchObject({ city: 'Санкт-Петербург', language: 'ru' });
  // Languages guides are not written in read English.
  expect((await list(jwt, 'kk'))[0]!.place).toMatchObject({ city: 'Saint Petersburg', language: 'en' });

  const other = (await phoneLogin(t, '79035553002')).jwt;
  expect(await list(other)).toEqual([]);
  expect((await t.app.inject({ method: 'DELETE', url: `${url}/${saved.id}`, headers: bearer(other) })).statusCode).toBe(404);

  expect((await t.app.inject({ method: 'DELETE', url: `${url}/${saved.id}`, headers: bearer(jwt) })).statusCode).toBe(204);
  expect(await list()).toEqual([]);
  const gone = await t.app.inject({ method: 'DELETE', url: `${url}/${saved.id}`, headers: bearer(jwt) });
  expect(gone.json()).toMatchObject({ statusCode: 404, message: 'Saved place not found' });
});

test('a place the guides do not have is a 404; a malformed one a 400', async () => {
  expect((await save({ iata: 'LED', place_id: 'nowhere' })).statusCode).toBe(404);
  expect((await save({ iata: 'XXX', place_id: 'hermitage' })).statusCode).toBe(404);
  const bad = await save({ iata: 'led', place_id: 'Hermitage!' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('City code is invalid');
});

test(`at most ${maxPlaceFavorites} saved places: the next is a 409`, async () => {
  const token = (await phoneLogin(t, '79035553003')).jwt;
  const places = [...guidesContent().cities.values()].flatMap((city) => city.places.map((place) => ({ iata: city.iata, place_id: place.id })));
  expect(places.length).toBeGreaterThan(maxPlaceFavorites);
  for (const place of places.slice(0, maxPlaceFavorites)) {
    const response = await save(place, token);
    expect(response.statusCode, response.body).toBe(201);
  }
  // One already saved still answers; a new one is over the limit.
  expect((await save(places[0]!, token)).statusCode).toBe(200);
  const over = await save(places[maxPlaceFavorites]!, token);
  expect(over.statusCode).toBe(409);
  expect(over.json()).toMatchObject({ message: `At most ${maxPlaceFavorites} saved places`, code: 'too_many_place_favorites' });
  expect(await list(token)).toHaveLength(maxPlaceFavorites);
});
