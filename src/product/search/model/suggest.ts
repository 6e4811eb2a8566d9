import { SuggestResponse, type PlaceKind } from '../../../contracts/places';
import { host } from '../../../platform/config';
import { cache, concurrency, contract, createJsonQuery, declareParams, inMemoryCache } from '../../../platform/request';

export interface SuggestParams {
  term: string;
  locale: string;
  types: PlaceKind[];
}

const request = {
  method: 'GET' as const,
  url: () => `${host('suggest')}/places2`,
  query: ({ term, locale, types }: SuggestParams) => ({ term, locale, 'types[]': types }),
};

// One query per field, so typing in one list never replaces the other's results.
export const originSuggestQuery = createJsonQuery({
  params: declareParams<SuggestParams>(),
  request,
  response: { contract: contract(SuggestResponse) },
});
export const destinationSuggestQuery = createJsonQuery({
  params: declareParams<SuggestParams>(),
  request,
  response: { contract: contract(SuggestResponse) },
});

for (const query of [originSuggestQuery, destinationSuggestQuery]) {
  concurrency(query, { strategy: 'TAKE_LATEST' });
  cache(query, { staleAfter: '1h', adapter: inMemoryCache({ maxEntries: 100 }) });
}

export type PlaceSuggestQuery = typeof originSuggestQuery;
