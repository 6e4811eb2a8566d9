import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiError,
  HotelResults,
  HotelResultsQuery,
  HotelSearchParams,
  HotelSearchQuery,
  StartHotelSearchResponse,
  type PriceBasis,
} from '../../../contracts/hotels';
import { brandFromHost, visitDefaults } from '../../../platform/brand';
import { resolveVisit } from '../../../platform/market';
import { stayNights, stayProblem, type CityHotels, type Hotel, type HotelProvider, type SiteInfo, type Stay } from '../../engines/hotels';
import { distanceKm, localDate } from '../../engines/fares';
import { badRequest, notFound } from '../../http-errors';
import { Arrivals, awaitNews, gatherWindowMs, resultsWaitMs } from '../../long-poll';
import type { Timers } from '../../timers';
import { apiRoutes } from '../route';
import { hotelFacets } from './facets';
import { listHotels, type Candidate, type ListFilters } from './listing';
import { cardOf, cityOf, districtId, staySummary, textIn } from './present';
import type { HotelSearchRecords, HotelSearchStore, RunningHotelSearch, StoredQuery } from './store';

export interface HotelRoutesContext {
  now: () => number;
  delayScale: number;
  timers: Timers;
  store: HotelSearchStore;
  records: HotelSearchRecords;
  hotels: () => HotelProvider;
}

export const stayOf = (query: Pick<HotelSearchQuery, 'check_in' | 'check_out' | 'adults' | 'children' | 'rooms'>): Stay => ({
  checkIn: query.check_in,
  checkOut: query.check_out,
  adults: query.adults,
  childAges: query.children,
  rooms: query.rooms,
});

/** The city and hotels a query searches, or the reason it cannot be searched (400). */
export function searchTarget(provider: HotelProvider, query: HotelSearchQuery): { city: CityHotels; hotels: readonly Hotel[] } {
  if (query.hotel_id !== undefined) {
    const hotel = provider.hotel(query.hotel_id);
    const city = hotel && provider.city(hotel.cityCode);
    if (!hotel || !city) throw badRequest(`Unknown hotel: ${query.hotel_id}`, 'unknown_hotel');
    return { city, hotels: [hotel] };
  }
  const city = provider.city(query.city!);
  if (!city) throw badRequest(`Unknown city code: ${query.city}`, 'unknown_place');
  return { city, hotels: city.hotels };
}

/** Checks the stay against the day where the hotels are (400 with the reason). */
export function checkStay(stay: Stay, city: CityHotels, now: number): void {
  const problem = stayProblem(stay, localDate(now, city.timezone));
  if (problem) throw badRequest(problem.message, problem.code);
}

export function hotelSearchRoutes(app: FastifyInstance, context: HotelRoutesContext): void {
  const { now, store, records, hotels } = context;
  const route = apiRoutes(app, 'Hotel search');
  const sites = () => new Map(hotels().sites.map((site) => [site.id, site]));

  route({
    method: 'POST',
    url: '/v1/searches',
    config: { rateLimit: { max: app.config.searchRateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'Start a hotel search',
      description:
        'A city (`city`) or one hotel (`hotel_id`), dates and the party. Stores the query and answers its id; a stay that cannot be booked ' +
        '(past date, check-out not after check-in, over 30 nights, more rooms than adults …) answers 400 with the reason.',
      body: HotelSearchQuery,
      responses: { 201: StartHotelSearchResponse },
    },
    handler: async ({ body: query }, request, reply) => {
      const startedAt = now();
      const { city, hotels: searched } = searchTarget(hotels(), query);
      const stay = stayOf(query);
      checkStay(stay, city, startedAt);
      const searchId = randomUUID();
      const { brand, market } = visitOf(app, request);
      const stored: StoredQuery = { ...query, city: city.cityCode };
      // Stored before answering: any process can then serve the results, even after a restart.
      await records.add({ searchId, query: stored, brand, market, startedAt: new Date(startedAt) });
      store.set(searchId, run(context, stored, city, searched, startedAt));
      request.log.info({ searchId, city: city.cityCode, hotels: searched.length }, 'hotel search started');
      return reply.status(201).send({ search_id: searchId, city: city.cityCode, nights: stayNights(stay).length });
    },
  });

  route({
    method: 'GET',
    url: '/v1/searches/:id/results',
    contract: {
      summary: 'The hotel list as the sites have answered so far, sorted and filtered',
      description:
        'Call again with `since=next` until `complete`. A long poll: with no new site answer since `since` and the search not complete, the answer ' +
        `waits for the next site, at most ${resultsWaitMs} ms, and a site's answer waits ${gatherWindowMs} ms for others answering with it. ` +
        "A hotel's best offer is its cheapest total among the rates the filters leave: no ranking is bought. " +
        'List filters take comma-separated values (`stars=4,5`); `facets` count what each value would leave.',
      params: HotelSearchParams,
      query: HotelResultsQuery,
      responses: { 200: HotelResults, 404: ApiError },
    },
    prepareQuery: joinRepeated,
    handler: async ({ params: { id }, query }, request) => {
      const search = await findSearch(context, id);
      if (!search) throw notFound(`Search ${id} not found`);
      await awaitNews(search.arrivals, query.since, { now, timers: context.timers, signal: request.signal });
      // Prices per night or for the stay: as asked, else as the visit's brand shows them by default.
      const basis = query.price_basis ?? (visitDefaults(visitOf(app, request)).pricePerNight ? 'night' : 'stay');
      return results(id, search, { ...query, price_basis: basis }, sites());
    },
  });
}

/** Computes every site's answer at the start and releases each at its delay, as the flight search does. */
export function run(
  { now, timers, delayScale, hotels }: HotelRoutesContext,
  query: StoredQuery,
  city: CityHotels,
  searched: readonly Hotel[],
  startedAt: number,
): RunningHotelSearch {
  const stay = stayOf(query);
  const batches = hotels()
    .search(searched, stay, { startedAt: new Date(startedAt) })
    .sort((a, b) => a.delayMs - b.delayMs);
  const arrivals = new Arrivals(
    batches.map((batch) => startedAt + batch.delayMs * delayScale),
    now,
    timers,
  );
  return { startedAt, query, stay, city, hotels: searched, batches, arrivals };
}

/** A search this process has not seen (started elsewhere or before a restart) is recomputed from its stored query. */
export async function findSearch(context: HotelRoutesContext, id: string): Promise<RunningHotelSearch | undefined> {
  const known = context.store.get(id);
  if (known) return known;
  const row = await context.records.find(id);
  const parsed = row && HotelSearchQuery.safeParse(row.query);
  if (!row || !parsed?.success) return undefined;
  const query: StoredQuery = { ...parsed.data, city: row.query.city };
  const { city, hotels: searched } = searchTarget(context.hotels(), query);
  const search = run(context, query, city, searched, row.startedAt.getTime());
  context.store.set(id, search);
  return search;
}

/** The brand and market of the visit a request comes from, as the pages resolve them. */
function visitOf(app: FastifyInstance, request: FastifyRequest) {
  const brand = brandFromHost(request.hostname, app.config.brandHosts, app.config.defaultBrand);
  return { brand, market: resolveVisit({ brand, path: '/', query: {}, cookies: request.cookies }).market };
}

/** `stars=4&stars=5` reads as `stars=4,5`: both ways of sending a list work. */
function joinRepeated(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key.replace(/\[\]$/, ''), Array.isArray(value) ? value.join(',') : value]));
}

function results(
  id: string,
  search: RunningHotelSearch,
  query: HotelResultsQuery & { price_basis: PriceBasis },
  sites: ReadonlyMap<string, SiteInfo>,
): HotelResults {
  const total = search.batches.length;
  const answered = search.arrivals.answered();
  const candidates = candidatesOf(search, answered, query.near);
  const filters: ListFilters = {
    priceBasis: query.price_basis,
    priceMin: query.price_min,
    priceMax: query.price_max,
    stars: query.stars,
    ratingMin: query.rating_min,
    amenities: query.amenities,
    freeCancellation: query.free_cancellation,
    mealPlans: query.meal_plans,
    districts: query.districts,
  };
  const listed = listHotels(candidates, filters, query.sort);
  const districtNames = new Map(search.hotels.map((hotel) => [districtId(hotel.district), textIn(hotel.district, query.locale)]));
  return {
    search_id: id,
    progress: total === 0 ? 1 : answered / total,
    complete: answered === total,
    next: Math.min(Math.max(query.since, answered), total),
    sites_total: total,
    sites: search.batches.slice(0, answered).map(({ site }) => ({ id: site.id, name: site.name })),
    city: cityOf(search.city, query.locale),
    stay: staySummary(search.stay, stayNights(search.stay).length),
    sort: query.sort,
    price_basis: query.price_basis,
    best_offer_rule: 'cheapest_total',
    found: candidates.length,
    total: listed.length,
    offset: query.offset,
    hotels: listed.slice(query.offset, query.offset + query.limit).map((entry) => cardOf(entry, sites, query.locale, query.near !== undefined)),
    facets: hotelFacets(candidates, filters, (district) => districtNames.get(district) ?? district),
  };
}

/** Hotels with at least one rate from the sites answered so far. */
function candidatesOf(search: RunningHotelSearch, answered: number, near: { lat: number; lon: number } | undefined): Candidate[] {
  const rates = new Map<string, RunningHotelSearch['batches'][number]['rates']>();
  for (const batch of search.batches.slice(0, answered)) {
    for (const rate of batch.rates) {
      const list = rates.get(rate.hotelId);
      if (list) list.push(rate);
      else rates.set(rate.hotelId, [rate]);
    }
  }
  return search.hotels.flatMap((hotel) => {
    const found = rates.get(hotel.id);
    if (!found) return [];
    return [{ hotel, districtId: districtId(hotel.district), rates: found, distanceKm: near ? distanceKm(near, hotel) : hotel.distanceKm }];
  });
}
