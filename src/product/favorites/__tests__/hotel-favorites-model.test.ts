import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { HotelFavorite } from '../../../contracts/favorites';
import { fetchFx } from '../../../platform/request';
import { $jwt, $loginDialogOpen, $sessionState } from '../../../platform/session';
import { $hotelFavorites, $hotelListState, hotelListOpened, hotelRemoved } from '../model/hotel-list';
import { $hotelSave, $savedHotels, hotelSaveRequested, hotelSaveShown, saveKey } from '../model/hotel-save';

const json = (body: unknown, status = 200) => new Response(body === null ? null : JSON.stringify(body), { status });
const stay = { hotel_id: 'LED-3', check_in: '2026-03-20', check_out: '2026-03-23', adults: 2, children: [] as number[], rooms: 1 };
const favorite = (change: Partial<HotelFavorite> = {}): HotelFavorite => ({
  id: '5f0c7a52-7d0e-4c4b-9a8e-0c6f1b2d3e4f',
  ...stay,
  nights: 3,
  hotel: { name: 'Aurora Hotel', stars: 4, rating: 8.4, reviews: 320, city: 'Saint Petersburg', district: 'Centre' },
  saved_price: 21000,
  saved_at: '2026-03-02T09:00:00.000Z',
  current_price: 20500,
  change: -500,
  status: 'priced',
  checked_at: '2026-03-04T09:00:00.000Z',
  price_basis: 'stay_total_with_fees',
  ...change,
});

/** The favorites host's hotel calls as a fake fetch; `fail` answers GETs with 503. */
function host({ fail = false, list = [] as HotelFavorite[] } = {}) {
  const calls: string[] = [];
  const answer = vi.fn(async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    calls.push(`${request.method} ${pathname}${search}`);
    if (request.method === 'GET') return fail ? json({ statusCode: 503, error: 'x', message: 'down' }, 503) : json({ hotels: list });
    if (request.method === 'POST') return json(favorite(), 201);
    return json(null, 204);
  });
  return { answer, calls: () => calls.filter((call) => call.includes('/api/favorites/')) };
}

const scopeWith = (fake: ReturnType<typeof host>, jwt: string | null) =>
  fork({
    values: [
      [$jwt, jwt],
      [$sessionState, jwt ? 'authorized' : 'anonymous'],
    ],
    handlers: [[fetchFx, fake.answer]],
  });

describe('saving a hotel', () => {
  test('an anonymous visitor is asked to log in, and the hotel is saved once they have', async () => {
    const fake = host();
    const scope = scopeWith(fake, null);
    await allSettled(hotelSaveShown, { scope });
    await allSettled(hotelSaveRequested, { scope, params: stay });
    expect(scope.getState($loginDialogOpen)).toBe(true);
    expect(scope.getState($hotelSave)).toEqual({ key: saveKey(stay), state: 'login' });
    expect(fake.calls()).toEqual([]);
    await allSettled($jwt, { scope, params: 'jwt-1' });
    await allSettled($sessionState, { scope, params: 'authorized' });
    expect(fake.calls()).toContain('POST /api/favorites/v1/hotels?locale=ru');
    expect(scope.getState($savedHotels).has(saveKey(stay))).toBe(true);
    expect(scope.getState($hotelSave)).toBeNull();
  });

  test('a list read at login that answers after the waiting save, without it, leaves the hotel saved', async () => {
    let posted: () => void = () => undefined;
    const post = new Promise<void>((resolve) => (posted = resolve));
    const answer = async (request: Request) => {
      if (request.method === 'POST') {
        posted();
        return json(favorite(), 201);
      }
      // The list as it was before the save, answered after it.
      await post;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return json({ hotels: [] });
    };
    const scope = fork({
      values: [
        [$jwt, null],
        [$sessionState, 'anonymous'],
      ],
      handlers: [[fetchFx, answer]],
    });
    await allSettled(hotelSaveShown, { scope });
    await allSettled(hotelSaveRequested, { scope, params: stay });
    await allSettled($jwt, { scope, params: 'jwt-1' });
    await allSettled($sessionState, { scope, params: 'authorized' });
    expect(scope.getState($savedHotels).has(saveKey(stay))).toBe(true);
    expect(scope.getState($hotelSave)).toBeNull();
  });

  test('a logged-in visitor saves at once; hotels saved before show as saved', async () => {
    const fake = host({ list: [favorite()] });
    const scope = scopeWith(fake, 'jwt-1');
    await allSettled(hotelSaveShown, { scope });
    expect(scope.getState($savedHotels).has(saveKey({ ...stay }))).toBe(true);
    await allSettled(hotelSaveRequested, { scope, params: { ...stay, check_out: '2026-03-24' } });
    expect(fake.calls().filter((call) => call.startsWith('POST'))).toHaveLength(1);
  });
});

describe('the favorite hotels list', () => {
  test('is read for a logged-in user; removal takes it out', async () => {
    const fake = host({ list: [favorite()] });
    const scope = scopeWith(fake, 'jwt-1');
    await allSettled(hotelListOpened, { scope });
    expect(scope.getState($hotelListState)).toBe('ready');
    expect(scope.getState($hotelFavorites)).toEqual([favorite()]);
    await allSettled(hotelRemoved, { scope, params: favorite().id });
    expect(scope.getState($hotelFavorites)).toEqual([]);
    expect(fake.calls()).toContain(`DELETE /api/favorites/v1/hotels/${favorite().id}`);
  });

  test('an anonymous visitor’s page reads nothing; a failed read says so', async () => {
    const anonymous = host();
    await allSettled(hotelListOpened, { scope: scopeWith(anonymous, null) });
    expect(anonymous.calls()).toEqual([]);
    const down = host({ fail: true });
    const scope = scopeWith(down, 'jwt-1');
    await allSettled(hotelListOpened, { scope });
    expect(scope.getState($hotelListState)).toBe('failed');
  });
});
