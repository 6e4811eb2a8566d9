import { combine } from 'effector';
import { foreignCardsFlag } from '../../../platform/flags';
import { $language } from '../../../platform/market';
import { $destination, $origin } from './form';
import { $query } from './results';
import type { PlaceChoice } from './validate';

/** The placement of the results page in the foreign-cards flag. */
export const foreignCardsPlacement = 'search_results';

const cityOf = (place: PlaceChoice | null, code: string) => place?.cityCode ?? place?.code ?? code;

/**
 * The foreign-cards informer's text for the search on screen (spec §3): the flag is on, names the
 * results page and the search's direction (cities, either airport of a city counts). The text is
 * the flag's content, in Russian for Russian pages and in English otherwise.
 */
export const $foreignCardsInformer = combine(
  { flag: foreignCardsFlag.$value, query: $query, origin: $origin, destination: $destination, language: $language },
  ({ flag, query, origin, destination, language }): string | null => {
    if (!flag || !flag.enabled || !query || !flag.placements.includes(foreignCardsPlacement)) return null;
    const from = cityOf(origin, query.origin);
    const to = cityOf(destination, query.destination);
    if (!flag.directions.some(([a, b]) => a === from && b === to)) return null;
    return language === 'ru' ? flag.informerText.ru : flag.informerText.en;
  },
);
