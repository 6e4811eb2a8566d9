import { DestinationsIndex } from '../../../contracts/explore';
import { Audioguide, CityGuide, FlyThere, GuideList, Walk } from '../../../contracts/guides';
import { createApiQuery } from '../../../platform/request';

// The guides' calls (`src/server/api/guides`); the server's render asks them too, so the pages arrive complete.

interface Entry {
  iata: string;
  slug: string;
  locale: string;
}

export const guideListQuery = createApiQuery({
  request: { method: 'GET', host: 'guidesWalks', path: () => '/v1/guides', query: ({ locale }: { locale: string }) => ({ locale }) },
  response: GuideList,
});

export const cityGuideQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'guidesWalks',
    path: ({ iata }: { iata: string; locale: string }) => `/v1/guides/${encodeURIComponent(iata)}`,
    query: ({ locale }) => ({ locale }),
  },
  response: CityGuide,
});

export const walkQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'guidesWalks',
    path: ({ iata, slug }: Entry) => `/v1/walks/${encodeURIComponent(iata)}/${encodeURIComponent(slug)}`,
    query: ({ locale }) => ({ locale }),
  },
  response: Walk,
});

export const audioguideQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'guidesWalks',
    path: ({ iata, slug }: Entry) => `/v1/audioguides/${encodeURIComponent(iata)}/${encodeURIComponent(slug)}`,
    query: ({ locale }) => ({ locale }),
  },
  response: Audioguide,
});

/** The fare engine's prices to the guides' cities: where the price index has none. */
export const flyThereQuery = createApiQuery({
  request: { method: 'GET', host: 'guidesWalks', path: () => '/v1/fly-there', query: ({ origin }: { origin: string; locale: string }) => ({ origin }) },
  response: FlyThere,
});

/** The price index's cheapest known one-way fares from the visitor's city. */
export const indexPricesQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'explore',
    path: () => '/v1/destinations',
    query: ({ origin, locale }: { origin: string; locale: string }) => ({ origin, locale, kind: 'oneway', limit: '100' }),
  },
  response: DestinationsIndex,
});
