import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import { SearchQuery, SearchResults, SearchResultsParams, SearchResultsQuery, StartSearchResponse } from '../../../contracts/search';
import { brandFromHost } from '../../../platform/brand';
import { resolveVisit } from '../../../platform/market';
import { lowestOffer, searchProblem, type FareProvider } from '../../engines/fares';
import { observationsOf } from '../../engines/price-index';
import { badRequest, notFound } from '../../http-errors';
import type { Timers } from '../../timers';
import { apiRoutes } from '../route';
import { Arrivals } from '../../long-poll';
import { searchDictionary } from './dictionary';
import type { PriceHistory } from './history';
import { awaitNews, gatherWindowMs, resultsWaitMs } from '../../long-poll';
import { offerRoute } from './offer-route';
import type { RunningSearch, SearchRecords, SearchStore } from './store';

export interface SearchRoutesContext {
  now: () => number;
  delayScale: number;
  timers: Timers;
  store: SearchStore;
  records: SearchRecords;
  fares: () => FareProvider;
  history: PriceHistory;
}

export function searchRoutes(app: FastifyInstance, { now, delayScale, timers, store, records, fares, history }: SearchRoutesContext): void {
  const route = apiRoutes(app, 'Flight search');

  const run = (query: SearchQuery, startedAt: Date): RunningSearch => {
    const batches = fares()
      .search(query, { startedAt })
      .sort((a, b) => a.delayMs - b.delayMs);
    const arrivals = new Arrivals(
      batches.map((batch) => startedAt.getTime() + batch.delayMs * delayScale),
      now,
      timers,
    );
    return { startedAt: startedAt.getTime(), batches, arrivals };
  };

  /** A search this process has not seen (started elsewhere or before a restart) is recomputed. */
  async function restore(id: string): Promise<RunningSearch | undefined> {
    const row = await records.find(id);
    const query = row && SearchQuery.safeParse(row.query);
    if (!row || !query?.success) return undefined;
    const search = run(query.data, row.startedAt);
    store.set(id, search);
    return search;
  }

  offerRoute(route, {
    find: async (id) => {
      const row = await records.find(id);
      const query = row && SearchQuery.safeParse(row.query);
      if (!row || !query?.success) return undefined;
      return { search: store.get(id) ?? (await restore(id))!, query: query.data };
    },
  });

  route({
    method: 'POST',
    url: '/v1/searches',
    config: { rateLimit: { max: app.config.searchRateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'Start a flight search',
      description: 'Stores the query and answers its id; a well-formed query that cannot be searched (unknown place, past date …) answers 400 with the reason.',
      body: SearchQuery,
      responses: { 201: StartSearchResponse },
    },
    handler: async ({ body: query }, request, reply) => {
      const startedAt = new Date(now());
      const problem = searchProblem(query, app.places, startedAt);
      if (problem) throw badRequest(problem.message, problem.code);

      const id = randomUUID();
      const brand = brandFromHost(request.hostname, app.config.brandHosts, app.config.defaultBrand);
      const { market } = resolveVisit({ brand, path: '/', query: {}, cookies: request.cookies });
      // Stored before answering: any process can then serve the results, even after a restart.
      await records.add({ id, query, brand, market, startedAt });
      const search = run(query, startedAt);
      store.set(id, search);
      // Into the route's price history, without holding the answer for it.
      history
        .record([{ query, price: lowestOffer(search.batches) }], startedAt)
        .catch((error: unknown) => request.log.error({ err: error }, 'price history not recorded'));
      app.fareObservations.publish(observationsOf(query, search.batches, startedAt));
      request.log.info({ searchId: id, origin: query.origin, destination: query.destination }, 'search started');
      return reply.status(201).send({ search_id: id });
    },
  });

  route({
    method: 'GET',
    url: '/v1/searches/:id/results',
    contract: {
      summary: 'Results that arrived since the last call',
      description:
        'Tickets of the agencies that answered after batch `since`; call again with `next` until `complete`. ' +
        `A long poll: with nothing new and the search not complete, the answer waits for the next agency, at most ${resultsWaitMs} ms ` +
        `(then it comes with no tickets), and an agency's answer waits ${gatherWindowMs} ms for others answering with it. ` +
        'A complete search, or one with answers older than that, is answered at once. Call again as soon as an answer comes.',
      params: SearchResultsParams,
      query: SearchResultsQuery,
      responses: { 200: SearchResults, 404: ApiError },
    },
    handler: async ({ params: { id }, query: { since, locale } }, request) => {
      const search = store.get(id) ?? (await restore(id));
      if (!search) throw notFound(`Search ${id} not found`);
      // Fastify's signal aborts when the client disconnects: the wait ends with it.
      await awaitNews(search.arrivals, since, { now, timers, signal: request.signal });

      const total = search.batches.length;
      const answered = search.arrivals.answered();
      const batches = search.batches.slice(Math.min(since, answered), answered);
      const tickets = batches.flatMap((batch) => batch.tickets);
      const agencies = Object.fromEntries(batches.flatMap(({ agency }) => (agency.details ? [[agency.id, agency.details]] : [])));
      return {
        search_id: id,
        progress: total === 0 ? 1 : answered / total,
        complete: answered === total,
        next: Math.min(Math.max(since, answered), total),
        agencies_total: total,
        tickets,
        dictionary: searchDictionary(tickets, locale, app.places),
        agencies,
      };
    },
  });
}
