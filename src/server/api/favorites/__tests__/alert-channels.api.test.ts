import { afterAll, beforeAll, expect, test } from 'vitest';
import { PriceSubscription } from '../../../../contracts/favorites';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, outbox, phoneLogin } from '../../../testing/user-login';
import { cheapestTicket, futureQuery, testNow } from './helpers';

// Price alerts by e-mail need an address they can reach (issue 28, item 12): without an active
// e-mail the favorites and the settings refuse the e-mail channel with a 422 that says so.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) }, { now: () => testNow });
});
afterAll(() => t.close());

const refusal = (field: string) => ({
  statusCode: 422,
  error: 'Unprocessable Entity',
  message: `${field}: E-mail alerts need an active e-mail: add and confirm one first`,
  code: 'no_active_email',
});
const subscriptions = '/api/favorites/v1/subscriptions';
const emailAlerts = { notification_channels: { price_alert: { email: true, web_push: false, mob_push: false } } };

test('the e-mail channel is refused without an active e-mail, and taken once the e-mail is confirmed', async () => {
  const headers = bearer((await phoneLogin(t, '79035552001')).jwt);
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const query = futureQuery();
  const watch = { search_params: query, ticket: cheapestTicket(t, query) };

  // Favorites: subscribing with e-mail alerts, and switching a subscription to e-mail.
  expect((await inject('POST', subscriptions, { ...watch, channel: 'email' })).json()).toEqual(refusal('channel'));
  expect((await inject('GET', subscriptions)).json()).toEqual({ subscriptions: [] });
  const created = PriceSubscription.parse((await inject('POST', subscriptions, { ...watch, channel: 'web_push' })).json());
  expect((await inject('PATCH', `${subscriptions}/${created.id}`, { channel: 'email' })).json()).toEqual(refusal('channel'));
  expect((await inject('GET', subscriptions)).json().subscriptions[0].channel).toBe('web_push');

  // Settings: turning e-mail alerts on, by a patch or by replacing them; other changes go through.
  expect((await inject('PATCH', '/api/user/settings', { currency: 'eur', ...emailAlerts })).json()).toEqual(refusal('notification_channels'));
  expect((await inject('POST', '/api/v2/user/settings', { settings: emailAlerts })).json()).toEqual(refusal('notification_channels'));
  expect((await inject('PATCH', '/api/user/settings', { notification_channels: { price_alert: { email: false, web_push: true } } })).statusCode).toBe(200);
  expect((await inject('GET', '/api/v2/user/settings')).json().user.settings).toEqual({
    notification_channels: { price_alert: { email: false, web_push: true } },
  });

  // A pending address is not enough; a confirmed one is.
  expect((await inject('POST', '/api/v2/user/active_email?uid=anon-1', { email: 'alerts@example.com', marketing_accepted: false })).statusCode).toBe(200);
  expect((await inject('PATCH', `${subscriptions}/${created.id}`, { channel: 'email' })).statusCode).toBe(422);
  const [mail] = await outbox(t, 'alerts@example.com');
  const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
  expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).headers.location).toBe('/my?email=activated');
  expect((await inject('PATCH', `${subscriptions}/${created.id}`, { channel: 'email' })).json()).toMatchObject({ channel: 'email' });
  expect((await inject('PATCH', '/api/user/settings', emailAlerts)).json()).toEqual({ settings: emailAlerts });
});
