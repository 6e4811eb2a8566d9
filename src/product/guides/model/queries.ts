import { createApiQuery } from '../../../platform/request';

// The guides' calls (`src/server/api/guides`); the server's render asks them too, so the pages arrive complete.
// The routes' titles read them, so the app's start imports this module: contracts load with the first answer.
const guides = () => import('../../../contracts/guides');

interface Entry {
  iata: string;
  slug: string;
  locale: string;
}

export const guideListQuery = createApiQuery({
  request: { method: 'GET', host: 'guidesWalks', path: () => '/v1/guides', query: ({ locale }: { locale: string }) => ({ locale }) },
  response: () => guides().then((contracts) => contracts.GuideList),
});

export const cityGuideQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'guidesWalks',
    path: ({ iata }: { iata: string; locale: string }) => `/v1/guides/${encodeURIComponent(iata)}`,
    query: ({ locale }) => ({ locale }),
  },
  response: () => guides().then((contracts) => contracts.CityGuide),
});

export const walkQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'guidesWalks',
    path: ({ iata, slug }: Entry) => `/v1/walks/${encodeURIComponent(iata)}/${encodeURIComponent(slug)}`,
    query: ({ locale }) => ({ locale }),
  },
  response: () => guides().then((contracts) => contracts.Walk),
});

export const audioguideQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'guidesWalks',
    path: ({ iata, slug }: Entry) => `/v1/audioguides/${encodeURIComponent(iata)}/${encodeURIComponent(slug)}`,
    query: ({ locale }) => ({ locale }),
  },
  response: () => guides().then((contracts) => contracts.Audioguide),
});

/** The fare engine's prices to the guides' cities: where the price index has none. */
export const flyThereQuery = createApiQuery({
  request: { method: 'GET', host: 'guidesWalks', path: () => '/v1/fly-there', query: ({ origin }: { origin: string; locale: string }) => ({ origin }) },
  response: () => guides().then((contracts) => contracts.FlyThere),
});

/** The price index's cheapest known one-way fares from the visitor's city. */
export const indexPricesQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'explore',
    path: () => '/v1/destinations',
    query: ({ origin, locale }: { origin: string; locale: string }) => ({ origin, locale, kind: 'oneway', limit: '100' }),
  },
  response: () => import('../../../contracts/explore').then((contracts) => contracts.DestinationsIndex),
});
