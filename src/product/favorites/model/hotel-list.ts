import { createEvent, createStore, sample } from 'effector';
import type { HotelFavorite } from '../../../contracts/favorites';
import { $language } from '../../../platform/market';
import { $sessionState } from '../../../platform/session';
import { userReset } from '../../../platform/user';
import { hotelFavoritesQuery, removeHotelMutation, saveHotelMutation } from './hotels-api';

// The favorite hotels page: the saved hotels with today's price, read once the visitor is known.

/** The page was opened (or asked to try again). */
export const hotelListOpened = createEvent();
export const hotelRemoved = createEvent<string>();

/** The saved hotels as the server last listed them, less those removed since. */
export const $hotelFavorites = createStore<HotelFavorite[]>([], { serialize: 'ignore' })
  .on(hotelFavoritesQuery.finished.success, (_, { result }) => result.hotels)
  .on(saveHotelMutation.finished.success, (list, { result }) => (list.some((item) => item.id === result.id) ? list : [result, ...list]))
  .on(removeHotelMutation.finished.success, (list, { params }) => list.filter((item) => item.id !== params.id))
  .reset(userReset);

export type HotelListState = 'loading' | 'ready' | 'failed';
export const $hotelListState = createStore<HotelListState>('loading', { serialize: 'ignore' })
  .on(hotelFavoritesQuery.started, () => 'loading')
  .on(hotelFavoritesQuery.finished.success, () => 'ready')
  .on(hotelFavoritesQuery.finished.failure, () => 'failed')
  .reset(userReset);

/** Saved hotels being removed (their button waits). */
export const $hotelsBusy = createStore<readonly string[]>([], { serialize: 'ignore' })
  .on(removeHotelMutation.started, (ids, { params }) => [...ids, params.id])
  .on(removeHotelMutation.finished.finally, (ids, { params }) => ids.filter((id) => id !== params.id));

/** The saved hotel whose removal failed, to say so beside it. */
export const $hotelRemoveFailed = createStore<string | null>(null, { serialize: 'ignore' })
  .on(removeHotelMutation.finished.failure, (_, { params }) => params.id)
  .reset(removeHotelMutation.started);

const $opened = createStore(false, { serialize: 'ignore' }).on(hotelListOpened, () => true);

sample({
  clock: [hotelListOpened, $sessionState.updates],
  source: { state: $sessionState, opened: $opened, locale: $language },
  filter: ({ state, opened }) => opened && state === 'authorized',
  fn: ({ locale }) => ({ locale }),
  target: hotelFavoritesQuery.start,
});

sample({ clock: hotelRemoved, fn: (id) => ({ id }), target: removeHotelMutation.start });
