import { createEffect, createEvent, createStore, sample } from 'effector';

/**
 * Whether this browser can show the site's notifications (the `web_push` channel of price alerts):
 * `unknown` until read (the server, the first render), `unsupported` without the Notification API,
 * else the permission the browser holds for the site.
 */
export type BrowserNotifications = 'unknown' | 'unsupported' | 'default' | 'granted' | 'denied';

const hasApi = () => typeof globalThis.Notification === 'function' && typeof globalThis.Notification.requestPermission === 'function';

/** Reads the permission (a person may change it in the browser's settings at any time). */
export const readNotificationsFx = createEffect((): BrowserNotifications => (hasApi() ? globalThis.Notification.permission : 'unsupported'));

/**
 * Asks the browser for the permission: the browser's own prompt, which it shows only in answer to
 * a click, so call it from the handler of the choice. A permission already given or refused is
 * answered at once, without a prompt.
 */
export const requestNotificationsFx = createEffect(async (): Promise<BrowserNotifications> => {
  if (!hasApi()) return 'unsupported';
  if (globalThis.Notification.permission !== 'default') return globalThis.Notification.permission;
  return globalThis.Notification.requestPermission();
});

/** A page that offers the browser channel opened: the permission is read again. */
export const browserNotificationsChecked = createEvent();
sample({ clock: browserNotificationsChecked, target: readNotificationsFx });

export const $browserNotifications = createStore<BrowserNotifications>('unknown', { serialize: 'ignore' })
  .on(readNotificationsFx.doneData, (_, state) => state)
  .on(requestNotificationsFx.doneData, (_, state) => state);

/** Whether the browser channel can deliver here, at least once the person allows it (or it is not known yet). */
export const canNotifyInBrowser = (state: BrowserNotifications): boolean => state !== 'unsupported' && state !== 'denied';
