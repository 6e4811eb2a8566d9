import { createEvent, createStore, sample } from 'effector';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import { $sessionState, loginRequested } from '../../../platform/session';
import { userReset } from '../../../platform/user';
import { subscribeMutation } from './api';

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

const subscribe = (target: WatchTarget) => ({ search_params: target.query, ticket: target.ticket });

sample({ clock: watchRequested, source: $sessionState, filter: (state) => state === 'authorized', fn: (_, target) => subscribe(target), target: subscribeMutation.start });
sample({ clock: watchRequested, source: $sessionState, filter: (state) => state !== 'authorized', fn: (_, target) => target, target: $pending });
sample({ clock: watchRequested, source: $sessionState, filter: (state) => state !== 'authorized', fn: (_, target) => ({ key: watchKey(target.query), state: 'login' as const }), target: $watch });
sample({ clock: watchRequested, source: $sessionState, filter: (state) => state !== 'authorized', target: loginRequested });

// Logged in with a search waiting: it is watched now.
sample({
  clock: $sessionState.updates,
  source: $pending,
  filter: (pending, state): pending is WatchTarget => pending !== null && state === 'authorized',
  fn: (pending) => subscribe(pending!),
  target: [subscribeMutation.start, $pending.reinit],
});
