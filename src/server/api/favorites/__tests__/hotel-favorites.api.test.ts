import { afterAll, beforeAll, expect, test } from 'vitest';
import { HotelFavorite, HotelFavoritesResponse, maxHotelFavorites } from '../../../../contracts/favorites';
import { hotelInventory } from '../../../engines/hotels';
import { placesFixture } from '../../../testing/places-fixture';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, phoneLogin } from '../../../testing/user-login';
import { stayPrice } from '../hotel-prices';

const dayMs = 86_400_000;
/** The tests' day: every date below is relative to it. */
const testStart = Date.parse('2026-03-02T09:00:00Z');
let clock = testStart;
let t: TestApp;
let jwt: string;
const url = '/api/favorites/v1/hotels';

beforeAll(async () => {
  t = await buildTestApp(
    { globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) },
    { places: placesFixture, now: () => clock },
  );
  jwt = (await phoneLogin(t, '79035552001')).jwt;
});
afterAll(() => t.close());

const stay = { hotel_id: 'LED-3', check_in: '2026-03-20', check_out: '2026-03-23', adults: 2, children: [] as number[], rooms: 1 };
const save = (payload: object, token = jwt, locale = 'en') => t.app.inject({ method: 'POST', url: `${url}?locale=${locale}`, headers: bearer(token), payload });
const list = async (token = jwt, locale = 'en') => {
  const response = await t.app.inject({ method: 'GET', url: `${url}?locale=${locale}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return HotelFavoritesResponse.parse(response.json()).hotels;
};
/** The engine's cheapest total of the stay on a day. */
const engine = (at: number, hotelId = stay.hotel_id) =>
  stayPrice(hotelInventory(t.app.places), hotelId, { checkIn: stay.check_in, checkOut: stay.check_out, adults: 2, childAges: [], rooms: 1 }, new Date(at));

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

test('save at the engine’s total, the same stay again answers it, list with today’s price and the change, remove', async () => {
  clock = testStart;
  const created = await save(stay);
  expect(created.statusCode, created.body).toBe(201);
  expect(created.headers['cache-control']).toBe('no-store');
  const saved = HotelFavorite.parse(created.json());
  const price = engine(testStart).price!;
  expect(saved).toMatchObject({
    hotel_id: 'LED-3',
    nights: 3,
    saved_price: price,
    current_price: price,
    change: 0,
    status: 'priced',
    price_basis: 'stay_total_with_fees',
    saved_at: new Date(testStart).toISOString(),
    hotel: { name: expect.any(String), stars: expect.any(Number) },
  });

  // The same hotel and stay answers the one kept.
  const again = await save(stay);
  expect(again.statusCode).toBe(200);
  expect(again.json().id).toBe(saved.id);

  // Days later the price is today's, and the change is measured from the saved one.
  clock = testStart + 5 * dayMs;
  const later = engine(clock).price!;
  const [listed] = await list();
  expect(listed).toMatchObject({ id: saved.id, saved_price: price, current_price: later, change: later - price, checked_at: new Date(clock).toISOString() });
  expect((await list(jwt, 'ru'))[0]!.hotel!.city).toBe('Санкт-Петербург');

  // Once check-in has passed, the list says so instead of a price.
  clock = Date.parse('2026-03-21T09:00:00Z');
  expect((await list())[0]).toMatchObject({ status: 'past', current_price: null, change: null });
  clock = testStart;

  // Another person neither sees nor removes it.
  const other = (await phoneLogin(t, '79035552002')).jwt;
  expect(await list(other)).toEqual([]);
  expect((await t.app.inject({ method: 'DELETE', url: `${url}/${saved.id}`, headers: bearer(other) })).statusCode).toBe(404);

  expect((await t.app.inject({ method: 'DELETE', url: `${url}/${saved.id}`, headers: bearer(jwt) })).statusCode).toBe(204);
  expect(await list()).toEqual([]);
  const gone = await t.app.inject({ method: 'DELETE', url: `${url}/${saved.id}`, headers: bearer(jwt) });
  expect(gone.json()).toMatchObject({ statusCode: 404, message: 'Saved hotel not found' });
});

test('a stay that cannot be booked is a 400 with the reason; an unknown hotel 404', async () => {
  clock = testStart;
  const past = await save({ ...stay, check_in: '2026-03-01', check_out: '2026-03-03' });
  expect(past.statusCode).toBe(400);
  expect(past.json()).toMatchObject({ message: 'Check-in date must not be in the past', code: 'past_date' });
  const backwards = await save({ ...stay, check_out: '2026-03-19' });
  expect(backwards.json()).toMatchObject({ code: 'check_out_before_check_in' });
  const bad = await save({ ...stay, hotel_id: 'nonsense' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('Hotel id is invalid');
  const unknown = await save({ ...stay, hotel_id: 'LED-999' });
  expect(unknown.statusCode).toBe(404);
});

test(`at most ${maxHotelFavorites} saved hotels: the next is a 409`, async () => {
  clock = testStart;
  const token = (await phoneLogin(t, '79035552003')).jwt;
  for (let day = 0; day < maxHotelFavorites; day++) {
    const checkIn = new Date(Date.parse('2026-04-01') + day * dayMs).toISOString().slice(0, 10);
    const checkOut = new Date(Date.parse('2026-04-02') + day * dayMs).toISOString().slice(0, 10);
    const response = await save({ ...stay, check_in: checkIn, check_out: checkOut }, token);
    expect(response.statusCode, response.body).toBe(201);
  }
  const over = await save(stay, token);
  expect(over.statusCode).toBe(409);
  expect(over.json()).toMatchObject({ message: `At most ${maxHotelFavorites} saved hotels`, code: 'too_many_hotel_favorites' });
  expect(await list(token)).toHaveLength(maxHotelFavorites);
});
