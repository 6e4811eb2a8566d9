import type { HotelClickBody, HotelSearchQuery, PriceBasis } from '../../../contracts/hotels';
import { createApiEffect } from '../../../platform/request';
import { viewQuery, type HotelView } from './search-url';

// The contracts load with the first answer: zod is not part of the pages' start (src/contracts/README.md).
const contracts = () => import('../../../contracts/hotels');

/** `POST /v1/searches`; `key` names the stay it is for and stays out of the body. */
export const startSearchFx = createApiEffect({
  request: { method: 'POST', host: 'hotels', path: () => '/v1/searches', body: ({ query }: { key: string; query: HotelSearchQuery }) => query },
  response: () => contracts().then((hotels) => hotels.StartHotelSearchResponse),
});

export interface ResultsParams {
  id: string;
  since: number;
  view: HotelView;
  basis: PriceBasis;
  locale: string;
  /** The view, basis and language the answer is for: an answer for another is dropped. */
  key: string;
}

/** The list so far (held by the server until a site has answered since `since`). */
export const resultsFx = createApiEffect({
  request: {
    method: 'GET',
    host: 'hotels',
    path: ({ id }: ResultsParams) => `/v1/searches/${id}/results`,
    query: ({ since, view, basis, locale }) => ({ since: String(since), price_basis: basis, locale, limit: '30', ...viewQuery(view) }),
  },
  response: () => contracts().then((hotels) => hotels.HotelResults),
});

export interface HotelParams {
  id: string;
  query: Record<string, string>;
}

/** A hotel with every room's rates for the stay (priced as the search priced them with `search_id`). */
export const hotelFx = createApiEffect({
  request: { method: 'GET', host: 'hotels', path: ({ id }: HotelParams) => `/v1/hotels/${encodeURIComponent(id)}`, query: ({ query }) => query },
  response: () => contracts().then((hotels) => hotels.HotelDetails),
});

/** The click-out: the chosen rate's price now, before the visitor leaves for the site; the server stores the click. */
export const hotelClickFx = createApiEffect({
  request: { method: 'POST', host: 'hotels', path: () => '/v1/clicks', body: (body: HotelClickBody) => body },
  response: () => contracts().then((hotels) => hotels.HotelClick),
});
