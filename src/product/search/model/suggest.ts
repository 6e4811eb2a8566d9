import { SuggestResponse, type PlaceKind } from '../../../contracts/places';
import { cache, concurrency, createApiQuery, inMemoryCache, type ApiRequest } from '../../../platform/request';

export interface SuggestParams {
  term: string;
  locale: string;
  types: PlaceKind[];
}

const request: ApiRequest<SuggestParams> = {
  method: 'GET',
  host: 'suggest',
  path: () => '/places2',
  query: ({ term, locale, types }) => ({ term, locale, 'types[]': types }),
};

// One query per field, so typing in one list never replaces the other's results.
export const originSuggestQuery = createApiQuery({ request, response: SuggestResponse });
export const destinationSuggestQuery = createApiQuery({ request, response: SuggestResponse });
/** The multi-city legs after the first share one: only the field being typed in shows its list. */
export const legSuggestQuery = createApiQuery({ request, response: SuggestResponse });

for (const query of [originSuggestQuery, destinationSuggestQuery, legSuggestQuery]) {
  concurrency(query, { strategy: 'TAKE_LATEST' });
  cache(query, { staleAfter: '1h', adapter: inMemoryCache({ maxEntries: 100 }) });
}

export type PlaceSuggestQuery = typeof originSuggestQuery;
