import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import { Destinations, DestinationsQuery, PriceCalendar, PriceGraph, PriceInsight, PriceQuery, graphDays, type PriceDay } from '../../../contracts/prices';
import type { SearchQuery } from '../../../contracts/search';
import {
  cheapestDestinations,
  destinationCells,
  destinationDaysAhead,
  graphCells,
  gridCells,
  monthCells,
  priceCells,
  searchProblem,
  type CalendarCell,
  type FareProvider,
  type PriceMemo,
} from '../../engines/fares';
import { nameIn } from '../../engines/places';
import { badRequest } from '../../http-errors';
import { apiRoutes } from '../route';
import { routeOf, seatsOf, type PriceHistory } from './history';
import { judgePrice, neededObservations } from './insight';

export interface PriceRoutesContext {
  now: () => number;
  fares: () => FareProvider;
  memo: PriceMemo;
  /**
   * Prices of the destinations pages: days a week or more ahead, which keep their price for the
   * whole day (the memo's keys carry it), so they are remembered longer than calendar days.
   */
  destinationMemo: PriceMemo;
  history: PriceHistory;
}

const toSearch = ({ adults, children, infants, ...trip }: PriceQuery): SearchQuery => ({ ...trip, passengers: { adults, children, infants } });

const toDays = (cells: readonly CalendarCell[], prices: readonly (number | null)[]): PriceDay[] =>
  cells.map((cell, i) => ({
    depart_date: cell.departDate,
    ...(cell.returnDate ? { return_date: cell.returnDate } : {}),
    available: cell.query !== undefined,
    price: prices[i] ?? null,
  }));

const lowest = (prices: readonly (number | null)[]) => {
  const found = prices.filter((price): price is number => price !== null);
  return found.length ? Math.min(...found) : null;
};

type Pricer = ReturnType<typeof pricing>;

const trip = (summary: string, description: string) => ({ summary, description, query: PriceQuery, responses: { 400: ApiError } });

/**
 * Prices days as their searches would be priced (the lowest offer), remembered for the rest of the
 * day (`memo`) and recorded in the route's price history. Pricing runs one request at a time, a day
 * at a time (`priceCells`), so calendars neither multiply their CPU time nor hold the event loop.
 */
function pricing(app: FastifyInstance, { fares, memo, history }: PriceRoutesContext) {
  let queue: Promise<unknown> = Promise.resolve();

  /** The trip's search, refused with the search's own reason when it cannot run. */
  function searchOf(input: PriceQuery, startedAt: Date): SearchQuery {
    const query = toSearch(input);
    const problem = searchProblem(query, app.places, startedAt);
    if (problem) throw badRequest(problem.message, problem.code);
    return query;
  }

  async function price(cells: readonly CalendarCell[], startedAt: Date, remembered = memo): Promise<(number | null)[]> {
    const turn = queue.then(() => priceCells(cells, fares(), startedAt, remembered));
    queue = turn.catch(() => undefined);
    const prices = await turn;
    const found = cells.flatMap((cell, i) => (cell.query ? [{ query: cell.query, price: prices[i] ?? null }] : []));
    // The history is a by-product: a failed write is logged, the answer goes out.
    history.record(found, startedAt).catch((error: unknown) => app.log.error({ err: error }, 'price history not recorded'));
    return prices;
  }

  return { searchOf, price };
}

/** The price calendar and graph of a trip. */
function tripPriceRoutes(app: FastifyInstance, { searchOf, price }: Pricer, now: () => number): void {
  const route = apiRoutes(app, 'Flight prices');
  const rateLimit = { max: app.config.searchRateLimit, timeWindow: '1 minute' };

  route({
    method: 'GET',
    url: '/v1/prices/calendar',
    config: { rateLimit },
    contract: {
      ...trip(
        'Price calendar',
        'A round trip: the lowest price of each pair of dates ±3 days around the query. A one-way trip: of each day of the departure month. Days that cannot be searched are unavailable.',
      ),
      responses: { 200: PriceCalendar, 400: ApiError },
    },
    handler: async ({ query: input }) => {
      const startedAt = new Date(now());
      const query = searchOf(input, startedAt);
      if (query.returnDate !== undefined) {
        const grid = gridCells({ ...query, returnDate: query.returnDate }, app.places, startedAt);
        const prices = await price(grid.cells, startedAt);
        return {
          kind: 'grid' as const,
          depart_dates: grid.departDates,
          return_dates: grid.returnDates,
          days: toDays(grid.cells, prices),
          cheapest: lowest(prices),
        };
      }
      const cells = monthCells(query, app.places, startedAt);
      const prices = await price(cells, startedAt);
      return {
        kind: 'month' as const,
        depart_dates: cells.map((cell) => cell.departDate),
        return_dates: [],
        days: toDays(cells, prices),
        cheapest: lowest(prices),
      };
    },
  });

  route({
    method: 'GET',
    url: '/v1/prices/graph',
    config: { rateLimit },
    contract: {
      ...trip('Price graph', `The lowest price of each of the next ${graphDays} days, with the query's trip length.`),
      responses: { 200: PriceGraph, 400: ApiError },
    },
    handler: async ({ query: input }) => {
      const startedAt = new Date(now());
      const query = searchOf(input, startedAt);
      const cells = graphCells(query, app.places, startedAt, graphDays);
      const prices = await price(cells, startedAt);
      const stay = query.returnDate === undefined ? null : Math.round((Date.parse(query.returnDate) - Date.parse(query.departDate)) / 86_400_000);
      return { stay_days: stay, days: toDays(cells, prices), cheapest: lowest(prices) };
    },
  });
}

/** Where to fly from a city, cheapest first (the destinations pages). */
function destinationsRoute(app: FastifyInstance, { price }: Pricer, { now, destinationMemo }: PriceRoutesContext): void {
  const route = apiRoutes(app, 'Flight prices');
  const rateLimit = { max: app.config.searchRateLimit, timeWindow: '1 minute' };

  route({
    method: 'GET',
    url: '/v1/prices/destinations',
    config: { rateLimit },
    contract: {
      summary: 'Destinations from a city',
      description: `Where to fly from a city (its country's biggest cities, then the world's), cheapest first: each destination's lowest one-way price for one adult in economy over departures ${destinationDaysAhead.join(', ')} days ahead.`,
      query: DestinationsQuery,
      responses: { 200: Destinations, 400: ApiError },
    },
    handler: async ({ query: { origin, locale } }) => {
      const startedAt = new Date(now());
      if (app.places.airportsFor(origin).length === 0) throw badRequest(`Unknown place code: ${origin}`, 'unknown_place');
      const destinations = destinationCells(origin, app.places, startedAt);
      const prices = await price(
        destinations.flatMap(({ cells }) => cells),
        startedAt,
        destinationMemo,
      );
      return {
        origin,
        days_ahead: [...destinationDaysAhead],
        destinations: cheapestDestinations(destinations, prices).map(({ city, departDate, price: fare }) => ({
          code: city.code,
          name: nameIn(city.name, locale),
          country_name: nameIn(app.places.country(city.countryCode)?.name ?? { en: city.countryCode }, locale),
          depart_date: departDate,
          price: fare,
        })),
      };
    },
  });
}

/** How the trip's price compares with the route's history. */
function insightRoute(app: FastifyInstance, { searchOf, price }: Pricer, { now, history }: PriceRoutesContext): void {
  const route = apiRoutes(app, 'Flight prices');
  const rateLimit = { max: app.config.searchRateLimit, timeWindow: '1 minute' };

  route({
    method: 'GET',
    url: '/v1/prices/insight',
    config: { rateLimit },
    contract: {
      ...trip(
        'Price insight',
        `The trip's lowest price against the route's history: low, typical or high, with the history's size and age; no level with fewer than ${neededObservations} observations.`,
      ),
      responses: { 200: PriceInsight, 400: ApiError },
    },
    handler: async ({ query: input }) => {
      const startedAt = new Date(now());
      const query = searchOf(input, startedAt);
      const [current = null] = await price([{ departDate: query.departDate, returnDate: query.returnDate, query }], startedAt);
      await history.flush();
      const { prices, oldest, newest } = await history.recent(routeOf(query));
      const seats = seatsOf(query);
      const judged = current === null ? { level: null, low: null, high: null } : judgePrice(current / seats, prices);
      const total = (perSeat: number | null) => (perSeat === null ? null : Math.round(perSeat * seats));
      return {
        level: judged.level,
        price: current,
        observations: prices.length,
        needed: neededObservations,
        oldest: oldest?.toISOString() ?? null,
        newest: newest?.toISOString() ?? null,
        low_below: total(judged.low),
        high_above: total(judged.high),
      };
    },
  });
}

/** The price calendar, graph, destinations and insight of spec §3, from the fare engine. */
export function priceRoutes(app: FastifyInstance, context: PriceRoutesContext): void {
  const pricer = pricing(app, context);
  tripPriceRoutes(app, pricer, context.now);
  destinationsRoute(app, pricer, context);
  insightRoute(app, pricer, context);
}
