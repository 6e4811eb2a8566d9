import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { PriceSubscription } from '../../../contracts/favorites';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import { fetchFx } from '../../../platform/request';
import { $jwt, $loginDialogOpen, $sessionState } from '../../../platform/session';
import { $browserNotifications, readNotificationsFx } from '../../../platform/notifications';
import { lookupPlacesFx } from '../../../platform/places';
import { $busy, $listState, $placeNames, $subscriptions, removed, subscriptionsOpened } from '../model/subscriptions';
import { channelChosen } from '../model/channel-choice';
import { $watch, $watched, watchChannel, watchKey, watchRequested, watchShown } from '../model/watch';

const json = (body: unknown, status = 200) => new Response(body === null ? null : JSON.stringify(body), { status });
const query: SearchQuery = { origin: 'MOW', destination: 'IST', departDate: '2026-12-10', passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' };
const ticket: Ticket = {
  id: 't1',
  segments: [
    {
      flights: [
        { carrier: 'SU', number: '2130', origin: 'SVO', destination: 'IST', departure: '2026-12-10T08:00', arrival: '2026-12-10T12:00', duration: 240 },
      ],
      duration: 240,
    },
  ],
  offers: [{ agency_id: 'a', agency_name: 'A', price: 9000, baggage: true }],
};
const subscription = (change: Partial<PriceSubscription> = {}): PriceSubscription => ({
  id: '5f0c7a52-7d0e-4c4b-9a8e-0c6f1b2d3e4f',
  search_params: query,
  ticket,
  channel: 'email',
  subscribed_price: 9000,
  current_price: 8500,
  change: -500,
  created_at: '2026-11-26T08:00:00.000Z',
  ...change,
});

/** The favorites host as a fake fetch: the list, subscribing, the channel and removal; `fail` answers GETs with 503. */
function favoritesHost({ fail = false } = {}) {
  const calls: string[] = [];
  const answer = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (request.method === 'GET') return fail ? json({ statusCode: 503, error: 'x', message: 'down' }, 503) : json({ subscriptions: [subscription()] });
    if (request.method === 'POST') return json(subscription({ change: 0, current_price: 9000 }), 201);
    if (request.method === 'PATCH') return json(subscription({ channel: ((await request.json()) as { channel: 'web_push' }).channel }));
    return json(null, 204);
  });
  return { answer, calls };
}

// A browser that has allowed the site's notifications: choosing them asks nothing.
const scopeWith = (host: ReturnType<typeof favoritesHost>, jwt: string | null) =>
  fork({
    values: [
      [$jwt, jwt],
      [$sessionState, jwt ? 'authorized' : 'anonymous'],
      [$browserNotifications, 'granted'],
    ],
    handlers: [
      [fetchFx, host.answer],
      [readNotificationsFx, () => 'granted'],
    ],
  });
/** The calls to the favorites host (opening the list also reads the account). */
const favoritesCalls = (host: ReturnType<typeof favoritesHost>) => host.calls.filter((call) => call.includes('/api/favorites/'));

describe('the favorite flights list', () => {
  test('is read for a logged-in user; the channel and removal change it in place', async () => {
    const host = favoritesHost();
    const scope = scopeWith(host, 'jwt-1');
    await allSettled(subscriptionsOpened, { scope });
    expect(scope.getState($listState)).toBe('ready');
    expect(scope.getState($subscriptions)).toEqual([subscription()]);
    await allSettled(channelChosen, { scope, params: { id: subscription().id, channel: 'web_push' } });
    expect(scope.getState($subscriptions)[0]?.channel).toBe('web_push');
    expect(scope.getState($busy)).toEqual([]);
    await allSettled(removed, { scope, params: subscription().id });
    expect(scope.getState($subscriptions)).toEqual([]);
    expect(favoritesCalls(host)).toEqual([
      'GET /api/favorites/v1/subscriptions',
      `PATCH /api/favorites/v1/subscriptions/${subscription().id}`,
      `DELETE /api/favorites/v1/subscriptions/${subscription().id}`,
    ]);
  });

  test("names the places of the watched searches in the visit's language, each code looked up once", async () => {
    const host = favoritesHost();
    const lookup = vi.fn(async ({ codes }: { codes: string[]; language: string }) =>
      Object.fromEntries(codes.map((code) => [code, { code, name: code === 'MOW' ? 'Москва' : 'Стамбул', type: 'city' as const }])),
    );
    const scope = fork({
      values: [
        [$jwt, 'jwt-1'],
        [$sessionState, 'authorized'],
        [$browserNotifications, 'granted'],
      ],
      handlers: [
        [fetchFx, host.answer],
        [readNotificationsFx, () => 'granted'],
        [lookupPlacesFx, lookup],
      ],
    });
    await allSettled(subscriptionsOpened, { scope });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]![0].codes).toEqual(['MOW', 'IST']);
    expect(scope.getState($placeNames)).toMatchObject({ MOW: { name: 'Москва' }, IST: { name: 'Стамбул' } });
    await allSettled(subscriptionsOpened, { scope });
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  test('is not asked for an anonymous visitor, and a failed read is the error state', async () => {
    const anonymous = favoritesHost();
    await allSettled(subscriptionsOpened, { scope: scopeWith(anonymous, null) });
    expect(favoritesCalls(anonymous)).toEqual([]);
    const failing = favoritesHost({ fail: true });
    const scope = scopeWith(failing, 'jwt-1');
    await allSettled(subscriptionsOpened, { scope });
    expect(scope.getState($listState)).toBe('failed');
  });
});

describe('watching a search from its results page', () => {
  test('a logged-in user subscribes the search with its cheapest ticket at once', async () => {
    const host = favoritesHost();
    const scope = scopeWith(host, 'jwt-1');
    await allSettled(watchRequested, { scope, params: { query, ticket } });
    expect(favoritesCalls(host)).toEqual(['POST /api/favorites/v1/subscriptions']);
    expect(scope.getState($watch)).toEqual({ key: watchKey(query), state: 'saved', channel: 'email' });
    expect(scope.getState($watched).get(watchKey(query))).toBe('email');
  });

  test('a search watched before shows as watched when its results page opens again (a reload), once the session is known', async () => {
    const host = favoritesHost();
    // A reload: the page is shown before the browser has read its login.
    const scope = fork({
      values: [
        [$jwt, null],
        [$sessionState, 'unknown'],
      ],
      handlers: [
        [fetchFx, host.answer],
        [readNotificationsFx, () => 'granted'],
      ],
    });
    await allSettled(watchShown, { scope });
    expect(favoritesCalls(host)).toEqual([]);
    await allSettled($jwt, { scope, params: 'jwt-1' });
    await allSettled($sessionState, { scope, params: 'authorized' });
    expect(favoritesCalls(host)).toEqual(['GET /api/favorites/v1/subscriptions']);
    // The page's query as the URL gives it: the same search whatever its class was written as, or its flexible days.
    const { tripClass: _, ...withoutClass } = query;
    expect(scope.getState($watched).get(watchKey(withoutClass))).toBe('email');
    expect(scope.getState($watched).get(watchKey({ ...query, flexDays: 2 }))).toBe('email');
    expect(scope.getState($watched).has(watchKey({ ...query, destination: 'AYT' }))).toBe(false);
    expect(scope.getState($watch)).toBeNull();
  });

  test("an anonymous visitor's results page reads no subscriptions", async () => {
    const host = favoritesHost();
    await allSettled(watchShown, { scope: scopeWith(host, null) });
    expect(favoritesCalls(host)).toEqual([]);
  });

  test('a list read at login that answers after the waiting watch, without it, leaves the search watched', async () => {
    let posted: () => void = () => undefined;
    const post = new Promise<void>((resolve) => (posted = resolve));
    const answer = async (request: Request) => {
      if (request.method === 'POST') {
        posted();
        return json(subscription({ change: 0, current_price: 9000 }), 201);
      }
      if (!new URL(request.url).pathname.startsWith('/api/favorites/')) return json({}, 503);
      // The list as it was before the watch, answered after it.
      await post;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return json({ subscriptions: [] });
    };
    const scope = fork({
      values: [
        [$jwt, null],
        [$sessionState, 'anonymous'],
        [$browserNotifications, 'granted'],
      ],
      handlers: [
        [fetchFx, answer],
        [readNotificationsFx, () => 'granted'],
      ],
    });
    await allSettled(watchShown, { scope });
    await allSettled(watchRequested, { scope, params: { query, ticket } });
    await allSettled($jwt, { scope, params: 'jwt-2' });
    await allSettled($sessionState, { scope, params: 'authorized' });
    expect(scope.getState($watched).has(watchKey(query))).toBe(true);
  });

  test('an anonymous visitor is asked to log in, and the search is watched once they have', async () => {
    const host = favoritesHost();
    const scope = scopeWith(host, null);
    await allSettled(watchRequested, { scope, params: { query, ticket } });
    expect(scope.getState($loginDialogOpen)).toBe(true);
    expect(scope.getState($watch)?.state).toBe('login');
    expect(host.calls).toEqual([]);
    await allSettled($jwt, { scope, params: 'jwt-2' });
    await allSettled($sessionState, { scope, params: 'authorized' });
    // (Logging in also loads the user's settings from the user service.)
    expect(favoritesCalls(host)).toEqual(['POST /api/favorites/v1/subscriptions']);
    expect(scope.getState($watch)?.state).toBe('saved');
  });
});

test('a watch goes to the first channel the price-alert settings turn on that can deliver here, none without one', () => {
  const here = { hasEmail: true, browser: 'granted' as const };
  expect(watchChannel({ notification_channels: { price_alert: { email: false, web_push: false, mob_push: true } } }, here)).toBe('mob_push');
  expect(watchChannel({ notification_channels: { price_alert: { email: true, web_push: true } } }, here)).toBe('email');
  expect(watchChannel({ notification_channels: { price_alert: null } }, here)).toBeUndefined();
  expect(watchChannel({}, here)).toBeUndefined();
  // E-mail without a confirmed address (or before the account is read), the browser where it cannot show notifications: skipped.
  const both = { notification_channels: { price_alert: { email: true, web_push: true } } };
  expect(watchChannel(both, { hasEmail: false, browser: 'granted' })).toBe('web_push');
  expect(watchChannel(both, { hasEmail: null, browser: 'default' })).toBe('web_push');
  expect(watchChannel(both, { hasEmail: false, browser: 'denied' })).toBeUndefined();
  expect(watchChannel({ notification_channels: { price_alert: { web_push: true } } }, { hasEmail: true, browser: 'unsupported' })).toBeUndefined();
});
