import { sample } from 'effector';
import { DestinationsIndex, OriginsIndex } from '../../../contracts/explore';
import { createApiQuery } from '../../../platform/request';
import { $indexVisit } from './index-visit';
import { cityQuery } from './catalogue';

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

// The server's render asks too, once the city page's answer named the city's code: the page arrives complete.
sample({
  clock: cityQuery.finished.success,
  source: $indexVisit,
  fn: ({ locale, cards }, { result }): CityIndexParams => ({ city: result.city.code, locale, cards }),
  target: [cityDestinationsQuery.refresh, cityOriginsQuery.refresh],
});
