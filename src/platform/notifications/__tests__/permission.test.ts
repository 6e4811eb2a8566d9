import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $browserNotifications, browserNotificationsChecked, canNotifyInBrowser, requestNotificationsFx } from '..';

/** A Notification API whose permission starts as `permission` and becomes `answer` when asked. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const state = { permission };
  const requestPermission = vi.fn(async () => (state.permission = answer));
  const api = Object.defineProperty(
    Object.assign(function Notification() {}, { requestPermission }),
    'permission',
    { get: () => state.permission },
  );
  vi.stubGlobal('Notification', api);
  return { requestPermission };
}

afterEach(() => vi.unstubAllGlobals());

describe('browser notifications', () => {
  test('without the Notification API they are unsupported, and asking shows no prompt', async () => {
    vi.stubGlobal('Notification', undefined);
    const scope = fork();
    await allSettled(browserNotificationsChecked, { scope });
    expect(scope.getState($browserNotifications)).toBe('unsupported');
    expect(await allSettled(requestNotificationsFx, { scope })).toEqual({ status: 'done', value: 'unsupported' });
  });

  test('asking prompts only while the permission is undecided, and keeps the answer', async () => {
    const api = stubNotifications('default', 'granted');
    const scope = fork();
    await allSettled(browserNotificationsChecked, { scope });
    expect(scope.getState($browserNotifications)).toBe('default');
    await allSettled(requestNotificationsFx, { scope });
    expect(scope.getState($browserNotifications)).toBe('granted');
    await allSettled(requestNotificationsFx, { scope });
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
  });

  test('a refused permission is read as denied, and the channel cannot deliver', async () => {
    const api = stubNotifications('denied');
    const scope = fork();
    await allSettled(requestNotificationsFx, { scope });
    expect(scope.getState($browserNotifications)).toBe('denied');
    expect(api.requestPermission).not.toHaveBeenCalled();
    expect(['unknown', 'default', 'granted', 'denied', 'unsupported'].map((state) => canNotifyInBrowser(state as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
