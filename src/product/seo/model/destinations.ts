import { sample } from 'effector';
import { Destinations, type DestinationsQuery } from '../../../contracts/prices';
import { currencyRatesQuery } from '../../../platform/currency';
import { $language } from '../../../platform/market';
import { createApiQuery } from '../../../platform/request';
import { fromCityRoute } from '../routes';

/** Where to fly from a city with the lowest prices: the "flights from" page's list. */
export const destinationsQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'searchEngine',
    path: () => '/v1/prices/destinations',
    query: ({ origin, locale }: DestinationsQuery) => ({ origin, locale }),
  },
  response: Destinations,
});

// The server's render asks too, with the rates its prices are shown in: the page arrives complete.
sample({ clock: fromCityRoute.opened, source: $language, fn: (locale, { origin = '' }) => ({ origin, locale }), target: destinationsQuery.refresh });
sample({ clock: fromCityRoute.opened, target: currencyRatesQuery.refresh });
