import { sample } from 'effector';
import { DestinationsIndex } from '../../../contracts/explore';
import { currencyRatesQuery } from '../../../platform/currency';
import { createApiQuery } from '../../../platform/request';
import { cityToCountryRoute } from '../routes';
import { $indexVisit } from './index-visit';

interface CountryRoutesParams {
  origin: string;
  country: string;
  locale: string;
  /** The traveller's cards, comma-separated: prices are totals as the search shows them. */
  cards: string;
}

/** The cities of a country the price index has fares to from the origin, cheapest first. */
export const countryRoutesQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'explore',
    path: () => '/v1/destinations',
    query: ({ origin, country, locale, cards }: CountryRoutesParams) => ({ origin, country, locale, cards, kind: 'oneway', limit: 24 }),
  },
  response: DestinationsIndex,
});

// The server's render asks too: the page arrives complete, also without JavaScript.
sample({
  clock: cityToCountryRoute.opened,
  source: $indexVisit,
  fn: ({ locale, cards }, { origin = '', country = '' }): CountryRoutesParams => ({ origin, country, locale, cards }),
  target: countryRoutesQuery.refresh,
});
sample({ clock: cityToCountryRoute.opened, target: currencyRatesQuery.refresh });
