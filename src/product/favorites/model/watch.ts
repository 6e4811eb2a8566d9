import { attach, createEvent, createStore, sample } from 'effector';
import { priceChannels, subscriptionKey, type PriceChannel, type SubscribeBody } from '../../../contracts/favorites';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import type { UserSettings } from '../../../contracts/user-settings';
import { $browserNotifications, canNotifyInBrowser, requestNotificationsFx, type BrowserNotifications } from '../../../platform/notifications';
import { $sessionState, loginRequested } from '../../../platform/session';
import { $settings, $user, activeEmail, userRequired, userReset } from '../../../platform/user';
import { subscriptionsQuery } from './api';
import { subscribeMutation } from './subscribe';

export interface WatchTarget {
  query: SearchQuery;
  /** The search's cheapest ticket (spec §5: a saved search needs it). */
  ticket: Ticket;
}

/** The same search as a subscription knows it, to tell whether the state shown belongs to the page's search. */
export const watchKey = subscriptionKey;

/** "Watch the price" was pressed on the results page. */
export const watchRequested = createEvent<WatchTarget>();
/**
 * "Watch the price" is on the page: for a logged-in person, the account is read (whether alerts
 * have an e-mail to go to) and the subscriptions (whether this search is watched already).
 */
export const watchShown = createEvent();
const $shown = createStore(false, { serialize: 'ignore' }).on(watchShown, () => true);
sample({
  clock: watchShown,
  source: { state: $sessionState, user: $user },
  filter: ({ state, user }) => state === 'authorized' && user === null,
  target: userRequired,
});
// Also when the session becomes known (a reload: the page shows before the browser reads its login) or logs in.
sample({
  clock: [watchShown, $sessionState.updates],
  source: { state: $sessionState, shown: $shown },
  filter: ({ state, shown }) => shown && state === 'authorized',
  target: subscriptionsQuery.start,
});

/** Searches watched while the list was being read: it can answer after a watch with what was kept before it (a login starts both). */
const $watchedWhileListing = createStore<readonly [string, PriceChannel][]>([], { serialize: 'ignore' })
  .on(subscribeMutation.finished.success, (watched, { result }) => [...watched, [watchKey(result.search_params), result.channel]])
  .reset(subscriptionsQuery.started, userReset);

/** The searches the user watches, by `watchKey`, with where their alerts go: as the server last listed them, and those watched since. */
export const $watched = createStore<ReadonlyMap<string, PriceChannel>>(new Map(), { serialize: 'ignore' })
  .on(
    sample({ clock: subscriptionsQuery.finished.success, source: $watchedWhileListing, fn: (since, { result }) => ({ since, result }) }),
    (_, { since, result }) => new Map([...result.subscriptions.map((item): [string, PriceChannel] => [watchKey(item.search_params), item.channel]), ...since]),
  )
  .on(subscribeMutation.finished.success, (watched, { result }) => new Map(watched).set(watchKey(result.search_params), result.channel))
  .reset(userReset);

export type WatchState = 'saving' | 'saved' | 'failed' | 'login';
/** How watching the page's search went, for the search it was asked for, and where its alerts go once saved. */
export const $watch = createStore<{ key: string; state: WatchState; channel?: PriceChannel } | null>(null, { serialize: 'ignore' })
  .on(subscribeMutation.started, (_, { params }) => ({ key: watchKey(params.search_params!), state: 'saving' }))
  .on(subscribeMutation.finished.success, (_, { params, result }) => ({ key: watchKey(params.search_params!), state: 'saved', channel: result.channel }))
  .on(subscribeMutation.finished.failure, (_, { params }) => ({ key: watchKey(params.search_params!), state: 'failed' }))
  .reset(userReset);

/** A search an anonymous visitor asked to watch, subscribed once they have logged in. */
const $pending = createStore<WatchTarget | null>(null, { serialize: 'ignore' }).reset(userReset);

/**
 * The channel of a new watch: the first the price-alert settings turn on (spec §3
 * `notification_channels`) that can deliver here: e-mail with a confirmed address, the browser's
 * notifications where the browser can show them. None: the server chooses (e-mail when there is an
 * address, else the browser).
 */
export function watchChannel(
  settings: UserSettings,
  { hasEmail, browser }: { hasEmail: boolean | null; browser: BrowserNotifications },
): PriceChannel | undefined {
  const alert = settings.notification_channels?.price_alert;
  const delivers = (channel: PriceChannel) => (channel === 'email' ? hasEmail === true : channel === 'web_push' ? canNotifyInBrowser(browser) : true);
  return priceChannels.find((channel) => alert?.[channel] === true && delivers(channel));
}

/** The subscription of a search; alerts that will go to the browser first ask its permission (the click that asked to watch). */
const subscribeFx = attach({
  source: { settings: $settings, user: $user, browser: $browserNotifications },
  async effect({ settings, user, browser }, target: WatchTarget): Promise<SubscribeBody> {
    const hasEmail = user ? activeEmail(user.user_info.email_info) !== null : null;
    const channel = watchChannel(settings, { hasEmail, browser });
    if (channel === 'web_push' || (channel === undefined && hasEmail !== true)) await requestNotificationsFx();
    return { search_params: target.query, ticket: target.ticket, ...(channel ? { channel } : {}) };
  },
});
sample({ clock: subscribeFx.doneData, target: subscribeMutation.start });

sample({ clock: watchRequested, source: $sessionState, filter: (state) => state === 'authorized', fn: (_, target) => target, target: subscribeFx });
sample({ clock: watchRequested, source: $sessionState, filter: (state) => state !== 'authorized', fn: (_, target) => target, target: $pending });
sample({
  clock: watchRequested,
  source: $sessionState,
  filter: (state) => state !== 'authorized',
  fn: (_, target) => ({ key: watchKey(target.query), state: 'login' as const }),
  target: $watch,
});
sample({ clock: watchRequested, source: $sessionState, filter: (state) => state !== 'authorized', target: loginRequested });

// Logged in with a search waiting: it is watched now.
sample({
  clock: $sessionState.updates,
  source: $pending,
  filter: (pending, state) => pending !== null && state === 'authorized',
  fn: (pending) => pending!,
  target: [subscribeFx, $pending.reinit],
});
