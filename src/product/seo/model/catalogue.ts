import { sample, type Event } from 'effector';
import type * as z from 'zod/v4-mini';
import { AirlinePage, AirportPage, CatalogueList, CityPage, CountryPage, FlightPage, type CatalogueSection } from '../../../contracts/catalogue';
import { currencyRatesQuery } from '../../../platform/currency';
import { createApiQuery, isHttp, type Query, type RequestFailure } from '../../../platform/request';
import { $marketPrefix, pageMoved, pageNotFound, withMarketPrefix, type RouteParams } from '../../../platform/router';
import { $entryNames } from './entry-names';
import { $indexVisit } from './index-visit';
import { placesWanted } from './places';
import { airlineRoute, airlinesRoute, airportRoute, airportsRoute, citiesRoute, cityRoute, countriesRoute, countryRoute, flightRoute } from '../routes';

interface EntryParams {
  name: string;
  locale: string;
  cards: string;
}

const entryQuery = <Schema extends z.ZodMiniType>(section: CatalogueSection | 'flights', response: Schema) =>
  createApiQuery({
    request: {
      method: 'GET',
      host: 'explore',
      path: ({ name }: EntryParams) => `/v1/catalogue/${section}/${encodeURIComponent(name)}`,
      query: ({ locale, cards }: EntryParams) => ({ locale, ...(cards && { cards }) }),
    },
    response,
  });

export const airlineQuery = entryQuery('airlines', AirlinePage);
export const airportQuery = entryQuery('airports', AirportPage);
export const cityQuery = entryQuery('cities', CityPage);
export const countryQuery = entryQuery('countries', CountryPage);
export const flightQuery = entryQuery('flights', FlightPage);

/** One catalogue's entries: the list pages. */
export const catalogueListQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'explore',
    path: ({ section }: { section: CatalogueSection; locale: string }) => `/v1/catalogue/${section}`,
    query: ({ locale }) => ({ locale }),
  },
  response: CatalogueList,
});

const notFound = (error: RequestFailure) => isHttp(error) && error.status === 404;

/**
 * An entry page: asks for its entry (the server's render too, so the page arrives complete); an
 * unknown name answers 404, a code or another spelling 301 to the slug's address.
 */
function entryPage<Data>(
  route: { opened: Event<RouteParams> },
  query: Query<EntryParams, Data, RequestFailure>,
  entry: (data: Data) => { name: string; slug: string },
  section: CatalogueSection | 'flights',
) {
  sample({
    clock: route.opened,
    source: $indexVisit,
    fn: ({ locale, cards }, { name = '' }): EntryParams => ({ name, locale, cards }),
    target: query.refresh,
  });
  sample({ clock: route.opened, target: currencyRatesQuery.refresh });
  sample({ clock: query.finished.failure, filter: ({ error }) => notFound(error), target: pageNotFound });
  $entryNames.on(query.finished.success, (names, { params, result }) => ({ ...names, [params.name]: entry(result).name }));
  sample({
    clock: query.finished.success,
    source: $marketPrefix,
    filter: (_, { params, result }) => section !== 'flights' && entry(result).slug !== params.name,
    fn: (market, { result }) => withMarketPrefix(`/${section}/${entry(result).slug}`, market),
    target: pageMoved,
  });
}

// The search form goes to the airport or city the page is about.
sample({
  clock: airportQuery.finished.success,
  fn: ({ result }) => ({ params: { name: result.airport.code }, prefill: 'destination' as const }),
  target: placesWanted,
});
sample({
  clock: cityQuery.finished.success,
  fn: ({ result }) => ({ params: { name: result.city.code }, prefill: 'destination' as const }),
  target: placesWanted,
});

entryPage(airlineRoute, airlineQuery, (data) => data.airline, 'airlines');
entryPage(airportRoute, airportQuery, (data) => data.airport, 'airports');
entryPage(cityRoute, cityQuery, (data) => data.city, 'cities');
entryPage(countryRoute, countryQuery, (data) => data.country, 'countries');
entryPage(flightRoute, flightQuery, (data) => ({ name: data.number, slug: data.number }), 'flights');

for (const [route, section] of [
  [airlinesRoute, 'airlines'],
  [airportsRoute, 'airports'],
  [countriesRoute, 'countries'],
  [citiesRoute, 'cities'],
] as const) {
  sample({ clock: route.opened, source: $indexVisit, fn: ({ locale }) => ({ section, locale }), target: catalogueListQuery.refresh });
}
