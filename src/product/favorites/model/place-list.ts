import { createEvent, createStore, sample } from 'effector';
import type { PlaceFavorite } from '../../../contracts/favorites';
import { $language } from '../../../platform/market';
import { $location, linkTo, navigate } from '../../../platform/router';
import { $sessionState } from '../../../platform/session';
import { userReset } from '../../../platform/user';
import { favoritePlacesRoute } from '../routes';
import { createPrivateList } from './private-list';
import { placeSaveRequested, type PlaceToSave } from './place-save';
import { placeFavoritesQuery, removePlaceMutation, savePlaceMutation } from './places-api';

// The favorite places page: the saved places, read once the visitor is known. Its address may name
// a place to save (`?save=hermitage&city=LED`): the guide's Save as a plain link, before the app
// has taken the guide's page over.

/** The place an address of the saved places page asks to save, or null. */
export function placeToSaveOf(search: string): PlaceToSave | null {
  const query = new URLSearchParams(search);
  const iata = query.get('city') ?? '';
  const placeId = query.get('save') ?? '';
  return /^[A-Z]{3}$/.test(iata) && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(placeId) ? { iata, place_id: placeId } : null;
}

const privateList = createPrivateList({ query: placeFavoritesQuery, changes: [removePlaceMutation] });

/** The page was opened (or asked to try again). */
export const placeListOpened = privateList.opened;
export const placeRemoved = createEvent<string>();

/** The saved places as the server last listed them, with those saved and less those removed since. */
export const $placeFavorites = createStore<PlaceFavorite[]>([], { serialize: 'ignore' })
  .on(placeFavoritesQuery.finished.success, (_, { result }) => result.places)
  .on(savePlaceMutation.finished.success, (list, { result }) => (list.some((item) => item.id === result.id) ? list : [result, ...list]))
  .on(removePlaceMutation.finished.success, (list, { params }) => list.filter((item) => item.id !== params.id))
  .reset(userReset);

export const $placeListState = privateList.$state;
/** Saved places being removed (their button waits). */
export const $placesBusy = privateList.$busy;
/** The saved place whose removal failed, to say so beside it. */
export const $placeRemoveFailed = privateList.$failed;

/** The place the address asked to save whose save failed. */
export const $addressSaveFailed = createStore(false, { serialize: 'ignore' })
  .on(savePlaceMutation.finished.failure, () => true)
  .reset(savePlaceMutation.started);

sample({ clock: privateList.read, source: $language, fn: (locale) => ({ locale }), target: placeFavoritesQuery.start });

/** The place the page's address asks to save, until the visitor is known and it is asked for. */
const $fromAddress = createStore<PlaceToSave | null>(null, { serialize: 'ignore' });
sample({ clock: placeListOpened, source: $location, fn: ({ search }) => placeToSaveOf(search), target: $fromAddress });
const asked = sample({
  clock: [$fromAddress.updates, $sessionState.updates],
  source: { place: $fromAddress, state: $sessionState },
  filter: ({ place, state }) => place !== null && state !== 'unknown',
  fn: ({ place }) => place!,
});
sample({ clock: asked, target: [placeSaveRequested, $fromAddress.reinit] });
// Once asked, the address is the page's own again: a reload does not save it a second time.
sample({ clock: asked, fn: () => ({ to: linkTo(favoritePlacesRoute), replace: true }), target: navigate });

sample({ clock: placeRemoved, fn: (id) => ({ id }), target: removePlaceMutation.start });
