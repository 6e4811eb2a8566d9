import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PriceSubscription, SUBSCRIBE_NEEDS, SubscriptionsResponse } from '../../../../contracts/favorites';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, phoneLogin } from '../../../testing/user-login';
import { cheapestTicket, engineCheapest, futureQuery, testNow } from './helpers';

let t: TestApp;
let jwt: string;
const url = '/api/favorites/v1/subscriptions';

beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) }, { now: () => testNow });
  jwt = (await phoneLogin(t, '79035551001')).jwt;
});
afterAll(() => t.close());

const subscribe = (payload: unknown, token = jwt) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const list = async (token = jwt) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return SubscriptionsResponse.parse(response.json()).subscriptions;
};

test('subscribe at the engine\u2019s price, list with today\u2019s price, change the channel, unsubscribe', async () => {
  const query = futureQuery();
  const ticket = cheapestTicket(t, query);
  // The price the request claims is not believed: the engine's is kept.
  const claimed = { ...ticket, offers: ticket.offers.map((offer) => ({ ...offer, price: offer.price * 10 })) };
  const created = await subscribe({ search_params: query, ticket: claimed, channel: 'web_push' });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.headers['cache-control']).toBe('no-store');
  const subscription = PriceSubscription.parse(created.json());
  const price = engineCheapest(t, query, new Date(testNow))!;
  expect(subscription).toMatchObject({ search_params: query, channel: 'web_push', subscribed_price: price, current_price: price, change: 0 });

  // The same search again answers the subscription it has.
  const again = await subscribe({ search_params: query, ticket });
  expect(again.statusCode).toBe(200);
  expect(again.json().id).toBe(subscription.id);

  expect(await list()).toEqual([subscription]);
  // (E-mail needs an active e-mail, which this account has not: alert-channels.api.test.ts.)
  const patched = await t.app.inject({ method: 'PATCH', url: `${url}/${subscription.id}`, headers: bearer(jwt), payload: { channel: 'mob_push' } });
  expect(patched.statusCode, patched.body).toBe(200);
  expect(patched.json().channel).toBe('mob_push');

  // Another person neither sees nor changes it.
  const other = (await phoneLogin(t, '79035551002')).jwt;
  expect(await list(other)).toEqual([]);
  expect((await t.app.inject({ method: 'DELETE', url: `${url}/${subscription.id}`, headers: bearer(other) })).statusCode).toBe(404);

  const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${subscription.id}`, headers: bearer(jwt) });
  expect(removed.statusCode).toBe(204);
  expect(await list()).toEqual([]);
  const gone = await t.app.inject({ method: 'DELETE', url: `${url}/${subscription.id}`, headers: bearer(jwt) });
  expect(gone.json()).toMatchObject({ statusCode: 404, message: 'Subscription not found' });
});

test('without a channel, alerts go by e-mail when there is an active e-mail, else to the browser', async () => {
  const token = (await phoneLogin(t, '79035551003')).jwt;
  const query = futureQuery({ destination: 'LED' });
  const created = await subscribe({ search_params: query, ticket: cheapestTicket(t, query) }, token);
  expect(created.json()).toMatchObject({ channel: 'web_push' });
});

describe('without a valid JWT every call answers 401', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  test.each([
    ['GET', url, undefined],
    ['POST', url, { search_params: futureQuery(), ticket: { id: 't', segments: [], offers: [] } }],
    ['PATCH', `${url}/${id}`, { channel: 'email' }],
    ['DELETE', `${url}/${id}`, undefined],
  ] as const)('%s %s', async (method, path, payload) => {
    const body = method === 'POST' ? { search_params: futureQuery(), ticket: cheapestTicket(t, futureQuery()) } : payload;
    for (const headers of [{}, bearer('not.a.jwt'), { authorization: `Basic ${jwt}` }]) {
      const response = await t.app.inject({ method, url: path, headers, ...(body ? { payload: body } : {}) });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ message: 'User is not authorized', code: 'not_authorized' });
    }
  });
});

describe('hostile or incomplete input gets a 4xx with its reason', () => {
  const query = () => futureQuery();
  test.each([
    ['no ticket', () => ({ search_params: query() }), `${SUBSCRIBE_NEEDS}`],
    ['no search params', () => ({ ticket: cheapestTicket(t, query()) }), SUBSCRIBE_NEEDS],
    ['null ticket', () => ({ search_params: query(), ticket: null }), SUBSCRIBE_NEEDS],
    ['not an object', () => [1, 2], SUBSCRIBE_NEEDS],
    [
      'an unknown channel',
      () => ({ search_params: query(), ticket: cheapestTicket(t, query()), channel: 'pigeon' }),
      'Channel must be email, web_push or mob_push',
    ],
    [
      'a bad place code',
      () => ({ search_params: { ...query(), origin: 'moscow' }, ticket: cheapestTicket(t, query()) }),
      'search_params.origin: Place code must be 3 latin letters',
    ],
    ['a date in the past', () => ({ search_params: { ...query(), departDate: '2020-01-10' }, ticket: cheapestTicket(t, query()) }), 'search_params: '],
    [
      'NUL in the ticket',
      () => ({ search_params: query(), ticket: { ...cheapestTicket(t, query()), id: 'a\u0000b' } }),
      'ticket.id: text must be well-formed and without NUL',
    ],
    [
      'a lone surrogate',
      () => ({ search_params: query(), ticket: { ...cheapestTicket(t, query()), id: '\ud800' } }),
      'ticket.id: text must be well-formed and without NUL',
    ],
    ['__proto__', () => JSON.parse(`{"__proto__": {"admin": true}, "search_params": null}`), ''],
  ])('%s', async (_name, payload, message) => {
    const response = await subscribe(payload());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
  });

  test('a subscription id that is not a UUID, a bad channel, a huge body', async () => {
    const patched = await t.app.inject({ method: 'PATCH', url: `${url}/1%27%20or%201=1`, headers: bearer(jwt), payload: { channel: 'email' } });
    expect(patched.json()).toMatchObject({ statusCode: 400, message: 'id: Subscription id must be a UUID' });
    const channel = await t.app.inject({
      method: 'PATCH',
      url: `${url}/00000000-0000-4000-8000-000000000000`,
      headers: bearer(jwt),
      payload: { channel: '__proto__' },
    });
    expect(channel.statusCode).toBe(400);
    const huge = await subscribe({ search_params: query(), ticket: { ...cheapestTicket(t, query()), id: 'x'.repeat(2_000_000) } });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });
});
