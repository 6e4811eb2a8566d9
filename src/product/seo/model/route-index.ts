import { createEvent, createStore, sample } from 'effector';
import { DestinationsIndex, RouteIndex } from '../../../contracts/explore';
import { currencyRatesQuery } from '../../../platform/currency';
import { createApiQuery } from '../../../platform/request';
import { $indexVisit } from './index-visit';
import { cityToCityRoute } from '../routes';

export interface RouteIndexParams {
  origin: string;
  destination: string;
  locale: string;
  /** The traveller's cards, comma-separated: prices are totals as the search shows them. */
  cards: string;
}

/** The route's one-way prices by month from the price index, and its facts. */
export const routeIndexQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'explore',
    path: ({ origin, destination }: RouteIndexParams) => `/v1/routes/${origin}/${destination}`,
    query: ({ locale, cards }: RouteIndexParams) => ({ locale, cards, kind: 'oneway' }),
  },
  response: RouteIndex,
});

/** Other destinations from the route's origin, cheapest first: the page's related routes. */
export const relatedRoutesQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'explore',
    path: () => '/v1/destinations',
    query: ({ origin, locale, cards }: RouteIndexParams) => ({ origin, locale, cards, kind: 'oneway', limit: 7 }),
  },
  response: DestinationsIndex,
});

// The server's render asks too: the page arrives complete, also without JavaScript.
const opened = sample({
  clock: cityToCityRoute.opened,
  source: $indexVisit,
  fn: ({ locale, cards }, { origin = '', destination = '' }): RouteIndexParams => ({ origin, destination, locale, cards }),
});
sample({ clock: opened, target: [routeIndexQuery.refresh, relatedRoutesQuery.refresh] });

/** Asks again after a failure. */
export const routeIndexRetried = createEvent();
const $asked = createStore<RouteIndexParams | null>(null, { serialize: 'ignore' }).on(routeIndexQuery.started, (_, { params }) => params);
sample({ clock: routeIndexRetried, source: $asked, filter: (params) => params !== null, fn: (params) => params!, target: routeIndexQuery.start });
sample({ clock: cityToCityRoute.opened, target: currencyRatesQuery.refresh });
