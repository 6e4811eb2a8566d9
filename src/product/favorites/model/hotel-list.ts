import { createEvent, createStore, sample } from 'effector';
import type { HotelFavorite } from '../../../contracts/favorites';
import { $language } from '../../../platform/market';
import { userReset } from '../../../platform/user';
import { createPrivateList } from './private-list';
import { hotelFavoritesQuery, removeHotelMutation, saveHotelMutation } from './hotels-api';

// The favorite hotels page: the saved hotels with today's price, read once the visitor is known.

const privateList = createPrivateList({ query: hotelFavoritesQuery, changes: [removeHotelMutation] });

/** The page was opened (or asked to try again). */
export const hotelListOpened = privateList.opened;
export const hotelRemoved = createEvent<string>();

/** The saved hotels as the server last listed them, less those removed since. */
export const $hotelFavorites = createStore<HotelFavorite[]>([], { serialize: 'ignore' })
  .on(hotelFavoritesQuery.finished.success, (_, { result }) => result.hotels)
  .on(saveHotelMutation.finished.success, (list, { result }) => (list.some((item) => item.id === result.id) ? list : [result, ...list]))
  .on(removeHotelMutation.finished.success, (list, { params }) => list.filter((item) => item.id !== params.id))
  .reset(userReset);

export const $hotelListState = privateList.$state;
/** Saved hotels being removed (their button waits). */
export const $hotelsBusy = privateList.$busy;
/** The saved hotel whose removal failed, to say so beside it. */
export const $hotelRemoveFailed = privateList.$failed;

sample({ clock: privateList.read, source: $language, fn: (locale) => ({ locale }), target: hotelFavoritesQuery.start });

sample({ clock: hotelRemoved, fn: (id) => ({ id }), target: removeHotelMutation.start });
