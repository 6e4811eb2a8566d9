import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { SavedSearch } from '../../../contracts/user';
import { $language } from '../../../platform/market';
import { lookupPlacesFx, type PlaceChoice } from '../../../platform/places';
import { tripStops } from '../../search';

/** Every place code of these searches, each once. */
export const searchPlaceCodes = (searches: readonly SavedSearch[]) => [...new Set(searches.flatMap(({ search_params }) => tripStops(search_params).flat()))];

/** Names of the places of the searches the account shows; a code without one is shown as the code. */
export const $searchPlaceNames = createStore<Record<string, PlaceChoice>>({});

/** A list of searches is shown: its places' names are wanted. */
export const searchNamesWanted = createEvent<readonly SavedSearch[]>();

const namesFx = attach({
  source: { language: $language, known: $searchPlaceNames },
  effect: createEffect(({ language, known, codes }: { language: string; known: Record<string, PlaceChoice>; codes: string[] }) => {
    const missing = codes.filter((code) => !Object.hasOwn(known, code));
    // Names are a nicety: without them the searches show their codes.
    return missing.length === 0 ? {} : lookupPlacesFx({ codes: missing, language }).catch((): Record<string, PlaceChoice> => ({}));
  }),
  mapParams: (codes: string[], source) => ({ ...source, codes }),
});

sample({ clock: searchNamesWanted, filter: (searches) => searches.length > 0, fn: searchPlaceCodes, target: namesFx });
$searchPlaceNames.on(namesFx.doneData, (known, found) => ({ ...known, ...found }));
