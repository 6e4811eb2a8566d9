import type { FastifyInstance } from 'fastify';
import {
  DestinationsIndex,
  DestinationsIndexQuery,
  OriginsIndex,
  OriginsIndexQuery,
  freshPriceHours,
  RouteIndex,
  RouteIndexParams,
  RouteIndexQuery,
  type IndexedFare as FareAnswer,
  type IndexPlace,
  type RouteFacts as RouteFactsAnswer,
  type VisaStatus,
} from '../../../contracts/explore';
import { ApiError } from '../../../contracts/errors';
import type { CardMethod } from '../../../contracts/offers';
import { localDate } from '../../engines/fares';
import {
  ageOf,
  cheapestByDestination,
  cheapestByMonth,
  cheapestByOrigin,
  popularByDestination,
  visaRules,
  visaStatus,
  type FareFilter,
  type IndexedFare,
  type Period,
  type RouteFacts,
  type Season,
} from '../../engines/price-index';
import { nameIn, type PlacesIndex } from '../../engines/places';
import { badRequest, notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import type { PriceIndexStore } from './store';

export interface ExploreRoutesContext {
  store: PriceIndexStore;
  now: () => number;
  /** A route's facts from the fare source (`routeFacts`), remembered for the day. */
  facts: (origin: string, destination: string, at: Date) => RouteFacts | null;
}

type FilterQuery = Omit<RouteIndexQuery, 'locale' | 'min_days' | 'max_days' | 'max_price' | 'direct'> & {
  min_days?: number;
  max_days?: number;
  max_price?: number;
  direct?: boolean;
};

function periodOf(param: string): Period {
  if (/^\d{4}-\d{2}$/.test(param)) return { month: param };
  const season = /^(winter|spring|summer|autumn)-(\d{4})$/.exec(param);
  if (season) return { season: season[1] as Season, year: Number(season[2]) };
  return { year: Number(param) };
}

/** The index's filter from a request's query; `visa` without `citizenship` is a 400. */
export function filterOf(query: FilterQuery, cityCountry: (code: string) => string | undefined): FareFilter {
  if (query.visa && !query.citizenship) throw badRequest('visa: citizenship is required to filter by visa');
  if (query.min_days !== undefined && query.max_days !== undefined && query.min_days > query.max_days) throw badRequest('min_days must not be above max_days');
  const citizenship = query.citizenship;
  return {
    ...(query.cards && { cards: query.cards.split(',') as CardMethod[] }),
    ...(query.period && { period: periodOf(query.period) }),
    ...(query.kind && { kind: query.kind }),
    ...((query.min_days !== undefined || query.max_days !== undefined) && { tripDays: { min: query.min_days ?? 1, max: query.max_days ?? 30 } }),
    ...(query.direct !== undefined && { direct: query.direct }),
    ...(query.max_price !== undefined && { maxPrice: query.max_price }),
    ...(query.visa &&
      citizenship && {
        visa: {
          accept: query.visa.split(',') as VisaStatus[],
          statusOf: (destination: string) => {
            const country = cityCountry(destination);
            return country ? visaStatus(citizenship, country) : null;
          },
        },
      }),
  };
}

/** A city of the places index as the answers name it; undefined for a code the index lacks. */
export function placeOf(places: PlacesIndex, code: string, locale: string): IndexPlace | undefined {
  const city = places.city(code) ?? places.city(places.airport(code)?.cityCode ?? '');
  if (!city) return undefined;
  const country = places.country(city.countryCode);
  return {
    code: city.code,
    name: nameIn(city.name, locale),
    country_code: city.countryCode,
    country_name: country ? nameIn(country.name, locale) : city.countryCode,
    coordinates: { lat: city.lat, lon: city.lon },
  };
}

/** A route's facts as the answer gives them, airlines named in `locale`. */
function factsAnswer(found: RouteFacts | null, places: PlacesIndex, locale: string): RouteFactsAnswer | null {
  return (
    found && {
      distance_km: found.distanceKm,
      direct_minutes: found.directMinutes,
      fastest_minutes: found.fastestMinutes,
      airlines: found.airlines.map((code) => {
        const airline = places.airline(code);
        return { code, name: airline ? nameIn(airline.name, locale) : code };
      }),
      direct_share: found.directShare,
      cheapest_weekday: found.cheapestWeekday?.day ?? null,
      sampled_days: found.sampledDays,
    }
  );
}

/** How the answers read the index: places named in a locale, each fare with its age, the visa data's basis. */
export function answers(places: () => PlacesIndex, now: () => number) {
  const basis = (citizenship: string | undefined, locale: string) => {
    const country = citizenship ? places().country(citizenship.toUpperCase()) : undefined;
    return { source: visaRules().source, as_of: visaRules().asOf, citizenship_name: country ? nameIn(country.name, locale) : null };
  };

  /** The first month still to come at the place, and the fare as the answer gives it. */
  const context = (place: IndexPlace, locale: string, citizenship: string | undefined) => {
    const at = new Date(now());
    const timezone = places().city(place.code)?.timezone ?? 'UTC';
    const fromMonth = localDate(at.getTime(), timezone).slice(0, 7);
    const answer = (fare: IndexedFare): FareAnswer | undefined => {
      const origin = placeOf(places(), fare.origin, locale);
      const destination = placeOf(places(), fare.destination, locale);
      if (!origin || !destination) return undefined;
      const age = ageOf(fare.foundAt, at);
      return {
        origin,
        destination,
        price: fare.price,
        depart_date: fare.departDate,
        return_date: fare.returnDate,
        month: fare.month,
        kind: fare.kind,
        trip_days: fare.tripDays,
        direct: fare.direct,
        card: fare.card,
        found_at: fare.foundAt.toISOString(),
        age_hours: age.hours,
        fresh: age.fresh,
        searches: fare.searches,
        visa: citizenship ? visaStatus(citizenship, destination.country_code) : null,
      };
    };
    return { fromMonth, answer };
  };
  const known = (code: string, locale: string) => {
    const place = placeOf(places(), code, locale);
    if (!place) throw notFound(`Unknown place ${code}`);
    return place;
  };
  return { basis, context, known, cityCountry: (code: string) => places().city(code)?.countryCode };
}

/** A list's fares as the answer gives them: never a city to itself, places the index names, at most `limit`. */
function listed<Item extends { fare: IndexedFare }>(items: Item[], answer: (item: Item) => FareAnswer | undefined, limit: number): FareAnswer[] {
  return items
    .filter(({ fare }) => fare.origin !== fare.destination)
    .map(answer)
    .filter((fare) => fare !== undefined)
    .slice(0, limit);
}

/** Fares as items of `listed`. */
const asItems = (fares: IndexedFare[]) => fares.map((fare) => ({ fare }));

/** The price index for the explore page, the price map and the SEO pages: where to fly, by month, with each price's basis. */
export function exploreRoutes(app: FastifyInstance, { store, now, facts }: ExploreRoutesContext): void {
  const route = apiRoutes(app, 'Explore');
  const places = () => app.places;
  const { basis, context, known, cityCountry } = answers(places, now);

  route({
    method: 'GET',
    url: '/v1/destinations',
    contract: {
      summary: 'Where to fly from a city: each destination at its cheapest known fare, with when it was found and from how many searches',
      description: `Prices are roubles per passenger, economy, from the searches travellers ran and the index's own sampling of the fare engine. A price found more than ${freshPriceHours} hours ago is marked \`fresh: false\`. Cheapest first.`,
      query: DestinationsIndexQuery,
      responses: { 200: DestinationsIndex, 404: ApiError },
    },
    handler: async ({ query }, _request, reply) => {
      const origin = known(query.origin, query.locale);
      const filter = filterOf(query, cityCountry);
      const { fromMonth, answer } = context(origin, query.locale, query.citizenship);
      const country = query.country?.toUpperCase();
      const inCountry = (fare: IndexedFare) => country === undefined || cityCountry(fare.destination) === country;
      const cells = (await store.from(origin.code, fromMonth)).filter(inCountry);
      const fares =
        query.sort === 'popular'
          ? listed(
              popularByDestination(cells, filter),
              ({ fare, searches }) => {
                const found = answer(fare);
                return found && { ...found, route_searches: searches };
              },
              query.limit,
            )
          : listed(asItems(cheapestByDestination(cells, filter)), ({ fare }) => answer(fare), query.limit);
      reply.header('cache-control', 'public, max-age=300');
      return { origin, from_month: fromMonth, fares, fresh_hours: freshPriceHours, visa_basis: basis(query.citizenship, query.locale) };
    },
  });

  route({
    method: 'GET',
    url: '/v1/origins',
    contract: {
      summary: 'Where travellers fly to a city from: each origin at its cheapest known fare, with when it was found and from how many searches',
      query: OriginsIndexQuery,
      responses: { 200: OriginsIndex, 404: ApiError },
    },
    handler: async ({ query }, _request, reply) => {
      const destination = known(query.destination, query.locale);
      const { fromMonth, answer } = context(destination, query.locale, query.citizenship);
      const fares = listed(
        asItems(cheapestByOrigin(await store.to(destination.code, fromMonth), filterOf(query, cityCountry))),
        ({ fare }) => answer(fare),
        query.limit,
      );
      reply.header('cache-control', 'public, max-age=300');
      return { destination, fares, fresh_hours: freshPriceHours, visa_basis: basis(query.citizenship, query.locale) };
    },
  });

  route({
    method: 'GET',
    url: '/v1/routes/:origin/:destination',
    contract: {
      summary: 'A route\u2019s cheapest known fare of each month, with when it was found and from how many searches, and the route\u2019s facts',
      description:
        'The facts (distance, durations, airlines, share of non-stop tickets, cheapest weekday) come from one-way searches of seven days in a row two weeks ahead, named in `sampled_days`.',
      params: RouteIndexParams,
      query: RouteIndexQuery,
      responses: { 200: RouteIndex, 404: ApiError },
    },
    handler: async ({ params, query }, _request, reply) => {
      const origin = known(params.origin, query.locale);
      const destination = known(params.destination, query.locale);
      const { fromMonth, answer } = context(origin, query.locale, query.citizenship);
      const months = cheapestByMonth(await store.route(origin.code, destination.code, fromMonth), filterOf(query, cityCountry))
        .map(answer)
        .filter((fare) => fare !== undefined);
      reply.header('cache-control', 'public, max-age=300');
      return {
        origin,
        destination,
        facts: factsAnswer(facts(origin.code, destination.code, new Date(now())), places(), query.locale),
        months,
        fresh_hours: freshPriceHours,
        visa_basis: basis(query.citizenship, query.locale),
      };
    },
  });
}
