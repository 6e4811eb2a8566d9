import { createEvent, createStore, sample } from 'effector';
import type { PriceSubscription } from '../../../contracts/favorites';
import { browserNotificationsChecked } from '../../../platform/notifications';
import { userRequired, userReset } from '../../../platform/user';
import { createSearchPlaceNames } from '../../search';
import { createPrivateList } from './private-list';
import { channelMutation, subscriptionsQuery, unsubscribeMutation } from './api';

const privateList = createPrivateList({ query: subscriptionsQuery, changes: [channelMutation, unsubscribeMutation] });

/** The favorite flights page was opened (or asked to try again): the list is read once the visitor is known. */
export const subscriptionsOpened = privateList.opened;
export const removed = createEvent<string>();

/** The subscriptions as the server last listed them, changed in place by the user's edits. */
export const $subscriptions = createStore<PriceSubscription[]>([], { serialize: 'ignore' })
  .on(subscriptionsQuery.finished.success, (_, { result }) => result.subscriptions)
  .on(channelMutation.finished.success, (list, { result }) => list.map((item) => (item.id === result.id ? result : item)))
  .on(unsubscribeMutation.finished.success, (list, { params }) => list.filter((item) => item.id !== params.id))
  .reset(userReset);

export const $listState = privateList.$state;
/** Subscriptions with a change under way (the row's controls wait for it). */
export const $busy = privateList.$busy;
/** The subscription whose last change failed, to say so beside it. */
export const $failedChange = privateList.$failed;

// The account is read with the list (whether e-mail alerts have an address to go to), and what the browser allows.
sample({ clock: privateList.read, target: [subscriptionsQuery.start, userRequired, browserNotificationsChecked] });

sample({ clock: removed, fn: (id) => ({ id }), target: unsubscribeMutation.start });

/** The names of the watched searches' places in the visit's language; a place is its code until its name comes. */
export const { $names: $placeNames, wanted: placeNamesWanted } = createSearchPlaceNames();
sample({ clock: subscriptionsQuery.finished.success, fn: ({ result }) => result.subscriptions, target: placeNamesWanted });
