import { createEvent, createStore, sample } from 'effector';
import { hotelFavoriteKey, type SaveHotelBody } from '../../../contracts/favorites';
import { $language } from '../../../platform/market';
import { $sessionState, loginRequested } from '../../../platform/session';
import { userReset } from '../../../platform/user';
import { hotelFavoritesQuery, saveHotelMutation } from './hotels-api';

// "Save" (the heart) of a hotel with its stay, on the hotel page and the list's cards. An anonymous
// visitor is asked to log in, and the hotel is saved once they have.

export type HotelToSave = Required<Pick<SaveHotelBody, 'hotel_id' | 'check_in' | 'check_out' | 'adults' | 'children' | 'rooms'>>;

/** The same hotel and stay as a saved hotel knows it. */
export const saveKey = (stay: HotelToSave) => hotelFavoriteKey(stay);

/** The heart was pressed. */
export const hotelSaveRequested = createEvent<HotelToSave>();
/** A heart is on the page: a logged-in person's saved hotels are read, to show which are saved. */
export const hotelSaveShown = createEvent();

const $shown = createStore(false, { serialize: 'ignore' }).on(hotelSaveShown, () => true);
const $listed = createStore(false, { serialize: 'ignore' })
  .on(hotelFavoritesQuery.finished.success, () => true)
  .reset(userReset);
sample({
  clock: [hotelSaveShown, $sessionState.updates],
  source: { state: $sessionState, shown: $shown, listed: $listed, locale: $language },
  filter: ({ state, shown, listed }) => shown && !listed && state === 'authorized',
  fn: ({ locale }) => ({ locale }),
  target: hotelFavoritesQuery.start,
});

/**
 * Hotels saved while the list was being read: a login starts both the list and the waiting save,
 * and the list can answer after the save with what was kept before it.
 */
const $savedWhileListing = createStore<readonly string[]>([], { serialize: 'ignore' })
  .on(saveHotelMutation.finished.success, (saved, { result }) => [...saved, saveKey(result)])
  .reset(hotelFavoritesQuery.started, userReset);

/** Saved hotels by `saveKey`: as the server listed them, and those saved since. */
export const $savedHotels = createStore<ReadonlySet<string>>(new Set(), { serialize: 'ignore' })
  .on(
    sample({ clock: hotelFavoritesQuery.finished.success, source: $savedWhileListing, fn: (since, { result }) => ({ since, result }) }),
    (_, { since, result }) => new Set([...result.hotels.map((item) => saveKey(item)), ...since]),
  )
  .on(saveHotelMutation.finished.success, (saved, { result }) => new Set(saved).add(saveKey(result)))
  .reset(userReset);

export type SaveState = 'saving' | 'failed' | 'login';
/** How the last save went, for the hotel and stay it was asked for (saved ones are in `$savedHotels`). */
export const $hotelSave = createStore<{ key: string; state: SaveState } | null>(null, { serialize: 'ignore' })
  .on(saveHotelMutation.started, (_, { params }) => ({ key: saveKey(params.body as HotelToSave), state: 'saving' }))
  .on(saveHotelMutation.finished.success, () => null)
  .on(saveHotelMutation.finished.failure, (_, { params }) => ({ key: saveKey(params.body as HotelToSave), state: 'failed' }))
  .reset(userReset);

/** A hotel an anonymous visitor asked to save, saved once they have logged in. */
const $pending = createStore<HotelToSave | null>(null, { serialize: 'ignore' }).reset(userReset);

const save = (stay: HotelToSave, locale: string) => ({ body: stay, locale });
sample({
  clock: hotelSaveRequested,
  source: { state: $sessionState, locale: $language },
  filter: ({ state }) => state === 'authorized',
  fn: ({ locale }, stay) => save(stay, locale),
  target: saveHotelMutation.start,
});
const anonymous = sample({ clock: hotelSaveRequested, source: $sessionState, filter: (state) => state !== 'authorized', fn: (_, stay) => stay });
sample({ clock: anonymous, target: $pending });
sample({ clock: anonymous, fn: (stay) => ({ key: saveKey(stay), state: 'login' as const }), target: $hotelSave });
sample({ clock: anonymous, target: loginRequested });

// Logged in with a hotel waiting: it is saved now.
sample({
  clock: $sessionState.updates,
  source: { pending: $pending, locale: $language },
  filter: ({ pending }, state) => pending !== null && state === 'authorized',
  fn: ({ pending, locale }) => save(pending!, locale),
  target: [saveHotelMutation.start, $pending.reinit],
});
