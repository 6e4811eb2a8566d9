import { createEvent, createStore, sample } from 'effector';
import { priceChannels, type PriceChannel } from '../../../contracts/favorites';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import type { UserSettings } from '../../../contracts/user';
import { $sessionState, loginRequested } from '../../../platform/session';
import { $settings, userReset } from '../../../platform/user';
import { subscribeMutation } from './subscribe';

export interface WatchTarget {
  query: SearchQuery;
  /** The search's cheapest ticket (spec §5: a saved search needs it). */
  ticket: Ticket;
}

/** The same search written the same way, to tell whether the state shown belongs to the page's search. */
export const watchKey = (query: object) => JSON.stringify(query);

/** "Watch the price" was pressed on the results page. */
export const watchRequested = createEvent<WatchTarget>();

export type WatchState = 'saving' | 'saved' | 'failed' | 'login';
/** How watching the page's search went, for the search it was asked for. */
export const $watch = createStore<{ key: string; state: WatchState } | null>(null, { serialize: 'ignore' })
  .on(subscribeMutation.started, (_, { params }) => ({ key: watchKey(params.search_params!), state: 'saving' }))
  .on(subscribeMutation.finished.success, (_, { params }) => ({ key: watchKey(params.search_params!), state: 'saved' }))
  .on(subscribeMutation.finished.failure, (_, { params }) => ({ key: watchKey(params.search_params!), state: 'failed' }))
  .reset(userReset);

/** A search an anonymous visitor asked to watch, subscribed once they have logged in. */
const $pending = createStore<WatchTarget | null>(null, { serialize: 'ignore' }).reset(userReset);

/** The channel the price-alert settings name first (spec §3 `notification_channels`); the server chooses without one. */
export function settingsChannel(settings: UserSettings): PriceChannel | undefined {
  const alert = settings.notification_channels?.price_alert;
  return priceChannels.find((channel) => alert?.[channel] === true);
}

const subscribe = (target: WatchTarget, settings: UserSettings) => {
  const channel = settingsChannel(settings);
  return { search_params: target.query, ticket: target.ticket, ...(channel ? { channel } : {}) };
};

sample({
  clock: watchRequested,
  source: { state: $sessionState, settings: $settings },
  filter: ({ state }) => state === 'authorized',
  fn: ({ settings }, target) => subscribe(target, settings),
  target: subscribeMutation.start,
});
sample({ clock: watchRequested, source: $sessionState, filter: (state) => state !== 'authorized', fn: (_, target) => target, target: $pending });
sample({ clock: watchRequested, source: $sessionState, filter: (state) => state !== 'authorized', fn: (_, target) => ({ key: watchKey(target.query), state: 'login' as const }), target: $watch });
sample({ clock: watchRequested, source: $sessionState, filter: (state) => state !== 'authorized', target: loginRequested });

// Logged in with a search waiting: it is watched now.
sample({
  clock: $sessionState.updates,
  source: { pending: $pending, settings: $settings },
  filter: ({ pending }, state) => pending !== null && state === 'authorized',
  fn: ({ pending, settings }) => subscribe(pending!, settings),
  target: [subscribeMutation.start, $pending.reinit],
});
