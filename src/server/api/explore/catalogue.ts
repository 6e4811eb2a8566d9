import type { FastifyInstance } from 'fastify';
import {
  AirlinePage,
  AirportPage,
  CatalogueEntryParams,
  CatalogueList,
  CatalogueListParams,
  CatalogueQuery,
  CityPage,
  CountryPage,
  FlightPage,
  type CatalogueSection,
} from '../../../contracts/catalogue';
import { ApiError } from '../../../contracts/errors';
import type { IndexedFare as FareAnswer } from '../../../contracts/explore';
import type { CardMethod } from '../../../contracts/offers';
import { airportRoutes, alliancesAsOf, allianceOf, carrierByCode, carrierRoutes, carriersAt } from '../../engines/fares';
import { cheapestByDestination, type FareFilter } from '../../engines/price-index';
import { notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import { catalogueEntries, networkRoute, type CatalogueEntries } from './catalogue-entries';
import { flightAnswer } from './catalogue-flight';
import { maxRoutes } from './catalogue-limits';
import { countryFares } from './catalogue-prices';
import { answers } from './routes';
import type { PriceIndexStore } from './store';

/** Cities of the cities catalogue: the biggest. */
const catalogueCities = 200;
/** Airports of the airports catalogue: every hub and the airports of the biggest cities. */
const catalogueAirportCities = 150;

const unknown: Record<CatalogueSection, string> = {
  airlines: 'Unknown airline',
  airports: 'Unknown airport',
  countries: 'Unknown country',
  cities: 'Unknown place',
};

/** The entries of one catalogue, by name in the locale. */
function catalogueList(entries: CatalogueEntries, app: FastifyInstance, section: CatalogueSection, locale: string) {
  const places = app.places;
  const codes: Record<CatalogueSection, () => string[]> = {
    airlines: () => [...carrierByCode.keys()],
    airports: () => [...new Set([...carriersAt.keys(), ...places.largestCities(catalogueAirportCities).flatMap((city) => city.airports)])],
    countries: () => [...entries.slugs.countries.slugs.keys()],
    cities: () => places.largestCities(catalogueCities).map((city) => city.code),
  };
  const of = { airlines: entries.airline, airports: entries.airport, countries: entries.country, cities: entries.city }[section];
  const collator = new Intl.Collator(locale);
  return codes[section]()
    .map(of)
    .sort((a, b) => collator.compare(a.name, b.name));
}

interface CatalogueContext {
  store: PriceIndexStore;
  now: () => number;
}

/** What the catalogue's calls read: the engines' data named in a locale, the index's fares. */
function readers(app: FastifyInstance, { store, now }: CatalogueContext) {
  const places = () => app.places;
  const { context, known } = answers(places, now);

  /** The code a page's name stands for, or 404 in the section's words. */
  const codeIn = (entries: CatalogueEntries, section: CatalogueSection, name: string) => {
    const code = entries.find(section, name);
    if (!code) throw notFound(`${unknown[section]} ${name}`);
    return code;
  };
  const filterOf = (cards: string | undefined): FareFilter => ({ kind: 'oneway', ...(cards && { cards: cards.split(',') as CardMethod[] }) });

  /** The index's cheapest one-way fares from a city, by destination city, as answers. */
  const faresFrom = async (city: string, query: CatalogueQuery) => {
    const locale = query.locale ?? 'en';
    const { fromMonth, answer } = context(known(city, locale), locale, undefined);
    const fares = new Map<string, FareAnswer>();
    for (const fare of cheapestByDestination(await store.from(city, fromMonth), filterOf(query.cards))) {
      const answered = answer(fare);
      if (answered) fares.set(fare.destination, answered);
    }
    return fares;
  };
  /** The routes' fares from their cities, one index read per origin city. */
  const routeFares = async (origins: string[], query: CatalogueQuery) => {
    const byOrigin = new Map(await Promise.all([...new Set(origins)].map(async (city) => [city, await faresFrom(city, query)] as const)));
    return (origin: string, destination: string) => byOrigin.get(origin)?.get(destination) ?? null;
  };
  const cityOf = (airport: string) => places().airport(airport)?.cityCode ?? airport;
  const cached = (reply: { header: (name: string, value: string) => unknown }) => reply.header('cache-control', 'public, max-age=300');
  return { store, places, context, known, codeIn, filterOf, routeFares, cityOf, cached };
}
type Readers = ReturnType<typeof readers>;
type Route = ReturnType<typeof apiRoutes>;

/** An airline, an airport, a city. */
function entryRoutes(route: Route, { places, codeIn, routeFares, cityOf, cached }: Readers) {
  route({
    method: 'GET',
    url: '/v1/catalogue/airlines/:name',
    contract: {
      summary: 'An airline by code or slug: its alliance, hubs and non-stop routes with the index\u2019s prices',
      params: CatalogueEntryParams,
      query: CatalogueQuery,
      responses: { 200: AirlinePage, 404: ApiError },
    },
    handler: async ({ params, query }, _request, reply) => {
      const entries = catalogueEntries(places(), query.locale);
      const code = codeIn(entries, 'airlines', params.name);
      const routes = carrierRoutes(places(), code).slice(0, maxRoutes);
      const fareOf = await routeFares(
        routes.map((found) => cityOf(found.from.code)),
        query,
      );
      cached(reply);
      return {
        airline: entries.airline(code),
        alliance: allianceOf.get(code) ?? null,
        alliances_as_of: alliancesAsOf,
        hubs: (carrierByCode.get(code)?.hubs ?? []).filter((hub) => places().airport(hub)).map(entries.airport),
        routes: routes.map((found) => networkRoute(entries, places(), found, fareOf)),
      };
    },
  });

  route({
    method: 'GET',
    url: '/v1/catalogue/airports/:name',
    contract: {
      summary: 'An airport by code or slug: its city, carriers and non-stop routes with the index\u2019s prices',
      params: CatalogueEntryParams,
      query: CatalogueQuery,
      responses: { 200: AirportPage, 404: ApiError },
    },
    handler: async ({ params, query }, _request, reply) => {
      const entries = catalogueEntries(places(), query.locale);
      const code = codeIn(entries, 'airports', params.name);
      const routes = airportRoutes(places(), code).slice(0, maxRoutes);
      const fareOf = await routeFares([cityOf(code)], query);
      const carriers = new Map<string, number>();
      for (const found of routes) for (const carrier of found.carriers) carriers.set(carrier.code, (carriers.get(carrier.code) ?? 0) + 1);
      cached(reply);
      return {
        airport: entries.airport(code),
        city: entries.city(cityOf(code)),
        carriers: [...carriers].sort((a, b) => b[1] - a[1]).map(([carrier]) => entries.airline(carrier)),
        routes: routes.map((found) => networkRoute(entries, places(), found, fareOf)),
      };
    },
  });

  route({
    method: 'GET',
    url: '/v1/catalogue/cities/:name',
    contract: {
      summary: 'A city by code or slug: its country and airports',
      params: CatalogueEntryParams,
      query: CatalogueQuery,
      responses: { 200: CityPage, 404: ApiError },
    },
    handler: async ({ params, query }, _request, reply) => {
      const entries = catalogueEntries(places(), query.locale);
      const city = places().city(codeIn(entries, 'cities', params.name))!;
      cached(reply);
      return {
        city: entries.city(city.code),
        country: entries.country(city.countryCode),
        airports: city.airports.filter((code) => places().airport(code)).map(entries.airport),
      };
    },
  });
}

/** A country, a flight. */
function countryAndFlightRoutes(route: Route, { store, places, context, known, codeIn, filterOf, routeFares, cached }: Readers, now: () => number) {
  route({
    method: 'GET',
    url: '/v1/catalogue/countries/:name',
    contract: {
      summary: 'A country by code or slug: its biggest cities and the index\u2019s cheapest fares from and to them',
      params: CatalogueEntryParams,
      query: CatalogueQuery,
      responses: { 200: CountryPage, 404: ApiError },
    },
    handler: async ({ params, query }, _request, reply) => {
      const entries = catalogueEntries(places(), query.locale);
      const code = codeIn(entries, 'countries', params.name);
      const cities = places().largestCities(12, code);
      const fares = await countryFares(
        { store, context, known, filter: filterOf(query.cards) },
        cities.map((city) => city.code),
        query.locale,
      );
      cached(reply);
      return { country: entries.country(code), cities: cities.map((city) => entries.city(city.code)), ...fares };
    },
  });

  route({
    method: 'GET',
    url: '/v1/catalogue/flights/:name',
    contract: {
      summary: 'A flight by number: its legs at their timetable\u2019s times, its carrier and the index\u2019s cheapest fare on its route',
      params: CatalogueEntryParams,
      query: CatalogueQuery,
      responses: { 200: FlightPage, 404: ApiError },
    },
    handler: async ({ params, query }, _request, reply) => {
      const entries = catalogueEntries(places(), query.locale);
      const found = flightAnswer(places(), entries, params.name.toUpperCase(), new Date(now()));
      if (!found) throw notFound(`Unknown flight ${params.name}`);
      const first = found.legs[0]!;
      const fareOf = await routeFares([first.origin_city], query);
      cached(reply);
      return { ...found, fare: fareOf(first.origin_city, first.destination_city) };
    },
  });
}

/**
 * The reference pages' data (`/airlines`, `/airports`, `/countries`, `/cities`, `/flights` and their
 * entries): the fare engine's network and timetables, named in the locale, with prices from the index.
 */
export function catalogueRoutes(app: FastifyInstance, context: CatalogueContext): void {
  const route = apiRoutes(app, 'Catalogue');
  const read = readers(app, context);
  const { places, cached } = read;
  route({
    method: 'GET',
    url: '/v1/catalogue/:section',
    contract: {
      summary: 'A catalogue of the reference pages: airlines, airports, countries or cities, with their pages\u2019 slugs',
      params: CatalogueListParams,
      query: CatalogueQuery,
      responses: { 200: CatalogueList },
    },
    handler: async ({ params, query }, _request, reply) => {
      cached(reply);
      return { section: params.section, entries: catalogueList(catalogueEntries(places(), query.locale), app, params.section, query.locale) };
    },
  });

  entryRoutes(route, read);
  countryAndFlightRoutes(route, read, context.now);
}
