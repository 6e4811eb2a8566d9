import type { PlaceKind } from '../../../contracts/places';
import { createApiEffect, type ApiRequest } from '../../../platform/request';

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

/**
 * Places matching what a field holds. A plain effect rather than a query per field: each field
 * keeps its own answer, the latest it asked for (ui/forms/place-input.tsx), and the browser keeps
 * answers for an hour (the server says they may be cached); three queries with their cache cost
 * the page's start a long task to build (README: Performance).
 */
export const suggestPlacesFx = createApiEffect({ request, response: () => import('../../../contracts/places').then((contracts) => contracts.SuggestResponse) });
