import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $language } from '../../../platform/market';
import { lookupPlacesFx, type PlaceChoice } from '../../../platform/places';
import type { SavedSearch } from '../../../platform/search-history';
import { tripStops } from './trip-stops';

/** Every place code of these searches, each once. */
export const searchPlaceCodes = (searches: readonly SavedSearch[]) => [...new Set(searches.flatMap(({ search_params }) => tripStops(search_params).flat()))];

/**
 * Names of the places of a list of searches (the recent searches a field offers, the account's
 * saved searches): `wanted` with the searches shown looks up the codes not known yet, in the
 * visit's language. Names are a nicety: a code without one is shown as the code.
 */
export function createSearchPlaceNames() {
  // Kept in the browser only: what a list shows is looked up where it is shown.
  const $names = createStore<Record<string, PlaceChoice>>({}, { serialize: 'ignore' });
  const wanted = createEvent<readonly SavedSearch[]>();
  const namesFx = attach({
    source: { language: $language, known: $names },
    effect: createEffect(({ language, known, codes }: { language: string; known: Record<string, PlaceChoice>; codes: string[] }) => {
      const missing = codes.filter((code) => !Object.hasOwn(known, code));
      return missing.length === 0 ? {} : lookupPlacesFx({ codes: missing, language }).catch((): Record<string, PlaceChoice> => ({}));
    }),
    mapParams: (codes: string[], source) => ({ ...source, codes }),
  });
  sample({ clock: wanted, filter: (searches) => searches.length > 0, fn: searchPlaceCodes, target: namesFx });
  $names.on(namesFx.doneData, (known, found) => ({ ...known, ...found }));
  return { $names, wanted };
}
