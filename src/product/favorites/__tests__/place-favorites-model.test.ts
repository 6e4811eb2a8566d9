import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { PlaceFavorite } from '../../../contracts/favorites';
import { fetchFx } from '../../../platform/request';
import { $location, navigate } from '../../../platform/router';
import { $jwt, $loginDialogOpen, $sessionState } from '../../../platform/session';
import { $placeFavorites, $placeListState, placeListOpened, placeRemoved, placeToSaveOf } from '../model/place-list';
import { $placeSave, $savedPlaces, placeKey, placeSaveRequested, placeSaveShown } from '../model/place-save';

const json = (body: unknown, status = 200) => new Response(body === null ? null : JSON.stringify(body), { status });
const place = { iata: 'LED', place_id: 'hermitage' };
const favorite = (change: Partial<PlaceFavorite> = {}): PlaceFavorite => ({
  id: '5f0c7a52-7d0e-4c4b-9a8e-0c6f1b2d3e4f',
  ...place,
  saved_at: '2026-03-02T09:00:00.000Z',
  place: { name: 'The Hermitage', city: 'Saint Petersburg', category: 'museum', short: 'Art', language: 'en' },
  ...change,
});

/** The favorites host's place calls as a fake fetch; `fail` answers GETs with 503. */
function host({ fail = false, list = [] as PlaceFavorite[] } = {}) {
  const calls: string[] = [];
  const answer = vi.fn(async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    calls.push(`${request.method} ${pathname}${search}`);
    if (request.method === 'GET') return fail ? json({ statusCode: 503, error: 'x', message: 'down' }, 503) : json({ places: list });
    if (request.method === 'POST') return json(favorite(), 201);
    return json(null, 204);
  });
  return { answer, calls: () => calls.filter((call) => call.includes('/api/favorites/')) };
}

const scopeWith = (fake: ReturnType<typeof host>, session: 'unknown' | 'anonymous' | 'authorized', search = '') => {
  const scope = fork({
    values: [
      [$jwt, session === 'authorized' ? 'jwt-1' : null],
      [$sessionState, session],
      [$location, { pathname: '/favorites/places', search }],
    ],
    handlers: [[fetchFx, fake.answer]],
  });
  return { scope };
};

describe('saving a place', () => {
  test('an anonymous visitor is asked to log in, and the place is saved once they have', async () => {
    const fake = host();
    const { scope } = scopeWith(fake, 'anonymous');
    await allSettled(placeSaveShown, { scope });
    await allSettled(placeSaveRequested, { scope, params: place });
    expect(scope.getState($loginDialogOpen)).toBe(true);
    expect(scope.getState($placeSave)).toEqual({ key: placeKey(place), state: 'login' });
    expect(fake.calls()).toEqual([]);
    await allSettled($jwt, { scope, params: 'jwt-1' });
    await allSettled($sessionState, { scope, params: 'authorized' });
    expect(fake.calls()).toContain('POST /api/favorites/v1/places?locale=ru');
    expect(scope.getState($savedPlaces).has(placeKey(place))).toBe(true);
  });

  test('a logged-in person saves at once; the saved ones are read to mark them', async () => {
    const fake = host({ list: [favorite()] });
    const { scope } = scopeWith(fake, 'authorized');
    await allSettled(placeSaveShown, { scope });
    expect(scope.getState($savedPlaces).has('LED/hermitage')).toBe(true);
    await allSettled(placeSaveRequested, { scope, params: { iata: 'TBS', place_id: 'old-town' } });
    expect(fake.calls()).toEqual(['GET /api/favorites/v1/places?locale=ru', 'POST /api/favorites/v1/places?locale=ru']);
  });
});

describe('the saved places page', () => {
  test('reads the place to save from its address', () => {
    expect(placeToSaveOf('?save=hermitage&city=LED')).toEqual(place);
    expect(placeToSaveOf('?save=Hermitage!&city=LED')).toBeNull();
    expect(placeToSaveOf('?save=hermitage')).toBeNull();
  });

  test('an address naming a place saves it once the visitor is known, then drops it from the address', async () => {
    const fake = host();
    const { scope } = scopeWith(fake, 'unknown', '?save=hermitage&city=LED');
    const went: unknown[] = [];
    navigate.watch((to) => went.push(to));
    await allSettled(placeListOpened, { scope });
    expect(fake.calls()).toEqual([]);
    await allSettled($jwt, { scope, params: 'jwt-1' });
    await allSettled($sessionState, { scope, params: 'authorized' });
    expect(fake.calls()).toEqual(expect.arrayContaining(['GET /api/favorites/v1/places?locale=ru', 'POST /api/favorites/v1/places?locale=ru']));
    expect(scope.getState($placeFavorites).map((item) => item.place_id)).toEqual(['hermitage']);
    expect(went).toContainEqual({ to: '/favorites/places', replace: true });
  });

  test('anonymous with a place to save: the login dialog opens', async () => {
    const fake = host();
    const { scope } = scopeWith(fake, 'anonymous', '?save=hermitage&city=LED');
    await allSettled(placeListOpened, { scope });
    expect(scope.getState($loginDialogOpen)).toBe(true);
    expect(fake.calls()).toEqual([]);
  });

  test('a failed list says so; remove takes a place off the list', async () => {
    const failing = host({ fail: true });
    const first = scopeWith(failing, 'authorized').scope;
    await allSettled(placeListOpened, { scope: first });
    expect(first.getState($placeListState)).toBe('failed');

    const fake = host({ list: [favorite()] });
    const { scope } = scopeWith(fake, 'authorized');
    await allSettled(placeListOpened, { scope });
    expect(scope.getState($placeFavorites)).toHaveLength(1);
    await allSettled(placeRemoved, { scope, params: favorite().id });
    expect(scope.getState($placeFavorites)).toEqual([]);
  });
});
