import { sample } from 'effector';
import { DestinationsIndex, OriginsIndex } from '../../../contracts/explore';
import { currencyRatesQuery } from '../../../platform/currency';
import { createApiQuery } from '../../../platform/request';
import { $indexVisit } from './index-visit';
import { cityRoute } from '../routes';

interface CityIndexParams {
  city: string;
  locale: string;
  /** The traveller's cards, comma-separated: prices are totals as the search shows them. */
  cards: string;
}

const limit = 8;

/** Where to fly from the city, cheapest first, from the price index. */
export const cityDestinationsQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'explore',
    path: () => '/v1/destinations',
    query: ({ city, locale, cards }: CityIndexParams) => ({ origin: city, locale, cards, limit }),
  },
  response: DestinationsIndex,
});

/** Where travellers fly to the city from, cheapest first, from the price index. */
export const cityOriginsQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'explore',
    path: () => '/v1/origins',
    query: ({ city, locale, cards }: CityIndexParams) => ({ destination: city, locale, cards, limit }),
  },
  response: OriginsIndex,
});

// The server's render asks too: the page arrives complete. A name that is not a code has no prices.
sample({
  clock: cityRoute.opened,
  source: $indexVisit,
  filter: (_, { name = '' }) => /^[A-Z]{3}$/.test(name),
  fn: ({ locale, cards }, { name = '' }): CityIndexParams => ({ city: name, locale, cards }),
  target: [cityDestinationsQuery.refresh, cityOriginsQuery.refresh],
});
sample({ clock: cityRoute.opened, target: currencyRatesQuery.refresh });
