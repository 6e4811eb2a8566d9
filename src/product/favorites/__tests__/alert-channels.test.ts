import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { PriceSubscription } from '../../../contracts/favorites';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import type { UserResponse } from '../../../contracts/user';
import type { UserSettings } from '../../../contracts/user-settings';
import { $browserNotifications, readNotificationsFx, requestNotificationsFx, type BrowserNotifications } from '../../../platform/notifications';
import { fetchFx } from '../../../platform/request';
import { $jwt, $sessionState } from '../../../platform/session';
import { $settings, $user } from '../../../platform/user';
import { $channelProblem, channelChosen } from '../model/channel-choice';
import { $watch, watchKey, watchRequested } from '../model/watch';

// Alerts that can arrive (issue 28, item 12): e-mail asks for a confirmed address, the browser's
// notifications ask its permission when chosen, in the favorites list and when watching a search.

const id = '5f0c7a52-7d0e-4c4b-9a8e-0c6f1b2d3e4f';
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
const subscription = (channel: PriceSubscription['channel']): PriceSubscription => ({
  id,
  search_params: query,
  ticket,
  channel,
  subscribed_price: 9000,
  current_price: 9000,
  change: 0,
  created_at: '2026-11-26T08:00:00.000Z',
});
const user = (email: string | null): UserResponse => ({
  user_info: {
    id: 'u1',
    email_info: { active_email: email, candidate_email: null, activation_status: email ? 'active' : 'not_active' },
    phone: '79161234567',
    last_login_method: 'phone',
  },
  premium: { status: 'not_active', expires_at: null },
  settings: {},
  socials: {},
  properties: { orders: { order_counters: { total: 0, active: 0 } } },
});

interface Visit {
  account?: UserResponse | null;
  settings?: UserSettings;
  browser?: BrowserNotifications;
  /** What the browser's prompt answers. */
  answer?: BrowserNotifications;
  /** The status the favorites host answers a channel change with. */
  refuse?: number;
}

function visit({ account = null, settings = {}, browser = 'default', answer = 'granted', refuse }: Visit = {}) {
  const sent: { method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const body = request.method === 'GET' ? null : ((await request.json()) as { channel?: PriceSubscription['channel'] });
    sent.push({ method: request.method, body });
    if (refuse)
      return new Response(
        JSON.stringify({ statusCode: refuse, error: 'x', message: 'channel: E-mail alerts need an active e-mail', code: 'no_active_email' }),
        { status: refuse },
      );
    return new Response(JSON.stringify(subscription(body?.channel ?? 'web_push')), { status: request.method === 'POST' ? 201 : 200 });
  });
  const ask = vi.fn(async () => answer);
  const scope = fork({
    values: [
      [$jwt, 'jwt-1'],
      [$sessionState, 'authorized'],
      [$user, account],
      [$settings, settings],
      [$browserNotifications, browser],
    ],
    handlers: [
      [fetchFx, fetch],
      [requestNotificationsFx, ask],
      [readNotificationsFx, () => browser],
    ],
  });
  return { scope, sent, ask };
}

describe('the channel of a watched search, in the favorites list', () => {
  test('e-mail without a confirmed address is not sent: the list asks for one', async () => {
    const { scope, sent } = visit({ account: user(null) });
    await allSettled(channelChosen, { scope, params: { id, channel: 'email' } });
    expect(scope.getState($channelProblem)).toEqual({ id, channel: 'email', problem: 'email_needed' });
    expect(sent).toEqual([]);
  });

  test('before the account is read the server decides; its 422 asks for an address the same way', async () => {
    const { scope, sent } = visit({ refuse: 422 });
    await allSettled(channelChosen, { scope, params: { id, channel: 'email' } });
    expect(sent).toEqual([{ method: 'PATCH', body: { channel: 'email' } }]);
    expect(scope.getState($channelProblem)).toEqual({ id, channel: 'email', problem: 'email_needed' });
  });

  test('the browser is asked when chosen: allowed, the channel is saved; refused, it is not and says why', async () => {
    const allowed = visit();
    await allSettled(channelChosen, { scope: allowed.scope, params: { id, channel: 'web_push' } });
    expect(allowed.ask).toHaveBeenCalledTimes(1);
    expect(allowed.sent).toEqual([{ method: 'PATCH', body: { channel: 'web_push' } }]);
    expect(allowed.scope.getState($channelProblem)).toBeNull();

    const refused = visit({ answer: 'denied' });
    await allSettled(channelChosen, { scope: refused.scope, params: { id, channel: 'web_push' } });
    expect(refused.sent).toEqual([]);
    expect(refused.scope.getState($channelProblem)).toEqual({ id, channel: 'web_push', problem: 'denied' });
  });
});

describe('watching a search from its results page', () => {
  test('alerts that will go to the browser ask its permission first, in the click', async () => {
    const { scope, sent, ask } = visit({ account: user(null), answer: 'granted' });
    await allSettled(watchRequested, { scope, params: { query, ticket } });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ method: 'POST', body: { search_params: query, ticket } }]);
    expect(scope.getState($watch)).toEqual({ key: watchKey(query), state: 'saved', channel: 'web_push' });
  });

  test('e-mail alerts with a confirmed address ask the browser nothing; without one they are not sent', async () => {
    const settings = { notification_channels: { price_alert: { email: true, web_push: false, mob_push: false } } };
    const confirmed = visit({ account: user('anna@example.com'), settings });
    await allSettled(watchRequested, { scope: confirmed.scope, params: { query, ticket } });
    expect(confirmed.ask).not.toHaveBeenCalled();
    expect(confirmed.sent).toEqual([{ method: 'POST', body: { search_params: query, ticket, channel: 'email' } }]);

    const unconfirmed = visit({ account: user(null), settings, answer: 'denied' });
    await allSettled(watchRequested, { scope: unconfirmed.scope, params: { query, ticket } });
    expect(unconfirmed.sent).toEqual([{ method: 'POST', body: { search_params: query, ticket } }]);
    expect(unconfirmed.ask).toHaveBeenCalledTimes(1);
  });
});
