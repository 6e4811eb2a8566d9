import { createEvent, createStore, sample } from 'effector';
import type { PriceSubscription } from '../../../contracts/favorites';
import { browserNotificationsChecked } from '../../../platform/notifications';
import { $sessionState } from '../../../platform/session';
import { userRequired, userReset } from '../../../platform/user';
import { createSearchPlaceNames } from '../../search';
import { channelMutation, subscriptionsQuery, unsubscribeMutation } from './api';

/** The favorite flights page was opened (or asked to try again): the list is read once the visitor is known. */
export const subscriptionsOpened = createEvent();
export const removed = createEvent<string>();

/** The subscriptions as the server last listed them, changed in place by the user's edits. */
export const $subscriptions = createStore<PriceSubscription[]>([], { serialize: 'ignore' })
  .on(subscriptionsQuery.finished.success, (_, { result }) => result.subscriptions)
  .on(channelMutation.finished.success, (list, { result }) => list.map((item) => (item.id === result.id ? result : item)))
  .on(unsubscribeMutation.finished.success, (list, { params }) => list.filter((item) => item.id !== params.id))
  .reset(userReset);

export type ListState = 'loading' | 'ready' | 'failed';
export const $listState = createStore<ListState>('loading', { serialize: 'ignore' })
  .on(subscriptionsQuery.started, () => 'loading')
  .on(subscriptionsQuery.finished.success, () => 'ready')
  .on(subscriptionsQuery.finished.failure, () => 'failed')
  .reset(userReset);

/** Subscriptions with a change under way (the row's controls wait for it). */
export const $busy = createStore<readonly string[]>([], { serialize: 'ignore' })
  .on([channelMutation.started, unsubscribeMutation.started], (ids, { params }) => [...ids, params.id])
  .on([channelMutation.finished.finally, unsubscribeMutation.finished.finally], (ids, { params }) => ids.filter((id) => id !== params.id));

/** The subscription whose last change failed, to say so beside it. */
export const $failedChange = createStore<string | null>(null, { serialize: 'ignore' })
  .on([channelMutation.finished.failure, unsubscribeMutation.finished.failure], (_, { params }) => params.id)
  .reset(channelMutation.started, unsubscribeMutation.started);

const $opened = createStore(false, { serialize: 'ignore' }).on(subscriptionsOpened, () => true);

// Read when the page opens for a known user, or when the visitor logs in on the page; the account
// too (whether e-mail alerts have an address to go to), and what the browser allows.
const read = sample({
  clock: [subscriptionsOpened, $sessionState.updates],
  source: { state: $sessionState, opened: $opened },
  filter: ({ state, opened }) => opened && state === 'authorized',
});
sample({ clock: read, target: [subscriptionsQuery.start, userRequired, browserNotificationsChecked] });

sample({ clock: removed, fn: (id) => ({ id }), target: unsubscribeMutation.start });

/** The names of the watched searches' places in the visit's language; a place is its code until its name comes. */
export const { $names: $placeNames, wanted: placeNamesWanted } = createSearchPlaceNames();
sample({ clock: subscriptionsQuery.finished.success, fn: ({ result }) => result.subscriptions, target: placeNamesWanted });
