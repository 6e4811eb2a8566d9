import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { UserResponse } from '../../../contracts/user';
import { $browserNotifications, readNotificationsFx, requestNotificationsFx, type BrowserNotifications } from '../../../platform/notifications';
import { fetchFx } from '../../../platform/request';
import { $jwt } from '../../../platform/session';
import { $settings, $settingsState, $user } from '../../../platform/user';
import { $alertChannelsProblem, alertChannelsOpened, channelTypeChosen } from '../model/alert-channels';

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

/** A logged-in person with or without a confirmed e-mail, in a browser whose permission is `browser` and answers `answer` when asked. */
function page({ email = null as string | null, browser = 'default' as BrowserNotifications, answer = 'granted' as BrowserNotifications } = {}) {
  const patches: unknown[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    patches.push(body);
    return new Response(JSON.stringify({ settings: body }), { status: 200 });
  });
  const ask = vi.fn(async () => answer);
  const scope = fork({
    values: [
      [$jwt, 'jwt-1'],
      [$user, user(email)],
      [$settings, {}],
      [$settingsState, 'ready'],
      [$browserNotifications, browser],
    ],
    handlers: [
      [fetchFx, fetch],
      [requestNotificationsFx, ask],
      [readNotificationsFx, () => browser],
    ],
  });
  return { scope, patches, ask };
}

const channels = (mob_push: boolean, web_push: boolean, email: boolean) => ({ notification_channels: { price_alert: { mob_push, web_push, email } } });

describe('choosing where price alerts go', () => {
  test('e-mail without a confirmed address is not saved: the page asks for one, and the browser is not asked', async () => {
    for (const type of ['email', 'all'] as const) {
      const { scope, patches, ask } = page();
      await allSettled(alertChannelsOpened, { scope });
      await allSettled(channelTypeChosen, { scope, params: type });
      expect(scope.getState($alertChannelsProblem)).toEqual({ type, problem: 'email_needed' });
      expect(patches).toEqual([]);
      expect(ask).not.toHaveBeenCalled();
    }
  });

  test('e-mail with a confirmed address is saved at once', async () => {
    const { scope, patches } = page({ email: 'anna@example.com' });
    await allSettled(channelTypeChosen, { scope, params: 'email' });
    expect(patches).toEqual([channels(false, false, true)]);
    expect(scope.getState($alertChannelsProblem)).toBeNull();
    expect(scope.getState($settings)).toEqual(channels(false, false, true));
  });

  test('push asks the browser first and is saved once allowed', async () => {
    const { scope, patches, ask } = page({ email: 'anna@example.com' });
    await allSettled(channelTypeChosen, { scope, params: 'all' });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(patches).toEqual([channels(true, true, true)]);
    expect(scope.getState($alertChannelsProblem)).toBeNull();
  });

  test('push refused in the prompt, or a browser without notifications, is not saved and says why', async () => {
    const refused = page({ answer: 'denied' });
    await allSettled(channelTypeChosen, { scope: refused.scope, params: 'push' });
    expect(refused.scope.getState($alertChannelsProblem)).toEqual({ type: 'push', problem: 'denied' });
    expect(refused.patches).toEqual([]);

    const unsupported = page({ browser: 'unsupported', answer: 'unsupported' });
    await allSettled(channelTypeChosen, { scope: unsupported.scope, params: 'push' });
    expect(unsupported.scope.getState($alertChannelsProblem)).toEqual({ type: 'push', problem: 'unsupported' });
    expect(unsupported.patches).toEqual([]);
  });

  test('a permission already given is not asked again; none is saved without asking anything', async () => {
    const { scope, patches, ask } = page({ browser: 'granted' });
    await allSettled(channelTypeChosen, { scope, params: 'push' });
    await allSettled(channelTypeChosen, { scope, params: 'none' });
    expect(ask).not.toHaveBeenCalled();
    expect(patches).toEqual([channels(true, true, false), channels(false, false, false)]);
  });
});
