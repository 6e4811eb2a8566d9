import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { tripLegs, type SearchQuery } from '../../../contracts/search';
import type { SavedSearch } from '../../../contracts/user';
import { $language } from '../../../platform/market';
import { lookupPlacesFx, type PlaceChoice } from '../../../platform/places';

/**
 * The places a trip goes through, in order, as runs flown without a gap: a multi-city trip
 * `[[MOW, IST, LED, MOW]]`, one that leaves by another place than it arrived at (IST → LED by
 * land) `[[MOW, IST], [LED, MOW]]`. A return trip is its way out; its dates tell the return.
 */
export function tripStops(query: SearchQuery): string[][] {
  if (query.returnDate) return [[query.origin, query.destination]];
  const runs: string[][] = [];
  for (const leg of tripLegs(query)) {
    const run = runs.at(-1);
    if (run && run.at(-1) === leg.origin) run.push(leg.destination);
    else runs.push([leg.origin, leg.destination]);
  }
  return runs;
}

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
