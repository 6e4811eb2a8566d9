import { createEvent, createStore, sample } from 'effector';
import type { SavePlaceBody } from '../../../contracts/favorites';
import { $language } from '../../../platform/market';
import { $sessionState, loginRequested } from '../../../platform/session';
import { userReset } from '../../../platform/user';
import { placeFavoritesQuery, savePlaceMutation } from './places-api';

// "Save" of a city guide's place. An anonymous visitor is asked to log in, and the place is saved
// once they have. The guide's server page links to the saved places page instead (`saveAddress`),
// which saves the place the address names (`place-list.ts`).

export type PlaceToSave = SavePlaceBody;

/** The same place as a saved place knows it. */
export const placeKey = ({ iata, place_id }: PlaceToSave) => `${iata}/${place_id}`;

/** "Save" was pressed (or the saved places page was opened to save one). */
export const placeSaveRequested = createEvent<PlaceToSave>();
/** A Save is on the page: a logged-in person's saved places are read, to show which are saved. */
export const placeSaveShown = createEvent();

const $shown = createStore(false, { serialize: 'ignore' }).on(placeSaveShown, () => true);
const $listed = createStore(false, { serialize: 'ignore' })
  .on(placeFavoritesQuery.finished.success, () => true)
  .reset(userReset);
sample({
  clock: [placeSaveShown, $sessionState.updates],
  source: { state: $sessionState, shown: $shown, listed: $listed, locale: $language },
  filter: ({ state, shown, listed }) => shown && !listed && state === 'authorized',
  fn: ({ locale }) => ({ locale }),
  target: placeFavoritesQuery.start,
});

/** Places saved while the list was being read: the list can answer after a save with what was kept before it (as for hotels). */
const $savedWhileListing = createStore<readonly string[]>([], { serialize: 'ignore' })
  .on(savePlaceMutation.finished.success, (saved, { result }) => [...saved, placeKey(result)])
  .reset(placeFavoritesQuery.started, userReset);

/** Saved places by `placeKey`: as the server listed them, and those saved since. */
export const $savedPlaces = createStore<ReadonlySet<string>>(new Set(), { serialize: 'ignore' })
  .on(
    sample({ clock: placeFavoritesQuery.finished.success, source: $savedWhileListing, fn: (since, { result }) => ({ since, result }) }),
    (_, { since, result }) => new Set([...result.places.map((item) => placeKey(item)), ...since]),
  )
  .on(savePlaceMutation.finished.success, (saved, { result }) => new Set(saved).add(placeKey(result)))
  .reset(userReset);

export type PlaceSaveState = 'saving' | 'failed' | 'login';
/** How the last save went, for the place it was asked for (saved ones are in `$savedPlaces`). */
export const $placeSave = createStore<{ key: string; state: PlaceSaveState } | null>(null, { serialize: 'ignore' })
  .on(savePlaceMutation.started, (_, { params }) => ({ key: placeKey(params.body), state: 'saving' }))
  .on(savePlaceMutation.finished.success, () => null)
  .on(savePlaceMutation.finished.failure, (_, { params }) => ({ key: placeKey(params.body), state: 'failed' }))
  .reset(userReset);

/** A place an anonymous visitor asked to save, saved once they have logged in. */
export const $pendingPlace = createStore<PlaceToSave | null>(null, { serialize: 'ignore' }).reset(userReset);

const save = (place: PlaceToSave, locale: string) => ({ body: place, locale });
sample({
  clock: placeSaveRequested,
  source: { state: $sessionState, locale: $language },
  filter: ({ state }) => state === 'authorized',
  fn: ({ locale }, place) => save(place, locale),
  target: savePlaceMutation.start,
});
const anonymous = sample({ clock: placeSaveRequested, source: $sessionState, filter: (state) => state !== 'authorized', fn: (_, place) => place });
sample({ clock: anonymous, target: $pendingPlace });
sample({ clock: anonymous, fn: (place) => ({ key: placeKey(place), state: 'login' as const }), target: $placeSave });
sample({ clock: anonymous, target: loginRequested });

// Logged in with a place waiting: it is saved now.
sample({
  clock: $sessionState.updates,
  source: { pending: $pendingPlace, locale: $language },
  filter: ({ pending }, state) => pending !== null && state === 'authorized',
  fn: ({ pending, locale }) => save(pending!, locale),
  target: [savePlaceMutation.start, $pendingPlace.reinit],
});
