import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import { SearchQuery, SearchResults, SearchResultsParams, SearchResultsQuery, StartSearchResponse } from '../../../contracts/search';
import { brandFromHost } from '../../../platform/brand';
import { resolveVisit } from '../../../platform/market';
import { lowestOffer, searchProblem, type FareProvider } from '../../engines/fares';
import { badRequest, notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import { searchDictionary } from './dictionary';
import type { PriceHistory } from './history';
import { offerRoute } from './offer-route';
import type { RunningSearch, SearchRecords, SearchStore } from './store';

export interface SearchRoutesContext {
  now: () => number;
  delayScale: number;
  store: SearchStore;
  records: SearchRecords;
  fares: () => FareProvider;
  history: PriceHistory;
}

export function searchRoutes(app: FastifyInstance, { now, delayScale, store, records, fares, history }: SearchRoutesContext): void {
  const route = apiRoutes(app, 'Flight search');

  const run = (query: SearchQuery, startedAt: Date): RunningSearch => ({
    startedAt: startedAt.getTime(),
    batches: fares()
      .search(query, { startedAt })
      .sort((a, b) => a.delayMs - b.delayMs),
  });

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
      history.record([{ query, price: lowestOffer(search.batches) }], startedAt).catch((error: unknown) => request.log.error({ err: error }, 'price history not recorded'));
      request.log.info({ searchId: id, origin: query.origin, destination: query.destination }, 'search started');
      return reply.status(201).send({ search_id: id });
    },
  });

  route({
    method: 'GET',
    url: '/v1/searches/:id/results',
    contract: {
      summary: 'Results that arrived since the last call',
      description: 'Tickets of the agencies that answered after batch `since`; poll with `next` until `complete`.',
      params: SearchResultsParams,
      query: SearchResultsQuery,
      responses: { 200: SearchResults, 404: ApiError },
    },
    handler: async ({ params: { id }, query: { since, locale } }) => {
      const search = store.get(id) ?? (await restore(id));
      if (!search) throw notFound(`Search ${id} not found`);

      const total = search.batches.length;
      const elapsed = now() - search.startedAt;
      const answered = search.batches.filter((batch) => batch.delayMs * delayScale <= elapsed).length;
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
