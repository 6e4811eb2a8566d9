import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/v4-mini';
import { SearchQuery, SearchResultsQuery, type SearchResults, type StartSearchResponse } from '../../../contracts';
import { brandFromHost } from '../../../platform/brand';
import { resolveVisit } from '../../../platform/market';
import { searches } from '../../db/schema';
import { SimulatedFareProvider, searchProblem, type FareProvider } from '../../engines/fares';
import { badRequest, notFound, parseInput } from '../../http-errors';
import { searchDictionary } from './dictionary';
import { SearchStore, type RunningSearch } from './store';

export interface SearchApiOptions {
  /** Epoch milliseconds; tests pass a clock they move by hand. */
  now?: () => number;
  /** Multiplies every agency's delay: 0 makes all answers arrive at once. */
  delayScale?: number;
  /** Where fares come from; the simulated engine over `app.places` by default. */
  provider?: FareProvider;
  /** Searches kept in memory, and for how long after their last read. */
  cache?: { max: number; ttlMs: number };
}

const SearchParams = z.object({ id: z.uuid('Search id must be a UUID') });

/**
 * Flight search as a metasearch runs it: `POST /v1/searches` starts a search and stores its
 * query; `GET /v1/searches/:id/results?since=N` returns the agencies' answers that arrived since
 * the client's last call. Answers are computed at start and released as each agency's delay
 * passes, so polling shows results growing as they would with real agencies.
 */
export const searchApi: FastifyPluginAsync<SearchApiOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const delayScale = options.delayScale ?? 1;
  const store = new SearchStore(options.cache?.max ?? 200, options.cache?.ttlMs ?? 15 * 60_000, now);
  // Built on first use: the places dataset loads lazily and the server must start without it.
  let provider = options.provider;
  const fares = () => (provider ??= new SimulatedFareProvider(app.places));

  const run = (query: SearchQuery, startedAt: Date): RunningSearch => ({
    startedAt: startedAt.getTime(),
    batches: fares()
      .search(query, { startedAt })
      .sort((a, b) => a.delayMs - b.delayMs),
  });

  /** A search this process has not seen (started elsewhere or before a restart) is recomputed. */
  async function restore(id: string): Promise<RunningSearch | undefined> {
    const [row] = await app.database.db.select().from(searches).where(eq(searches.id, id)).limit(1);
    if (!row) return undefined;
    const query = SearchQuery.safeParse(row.query);
    if (!query.success) return undefined;
    const search = run(query.data, row.startedAt);
    store.set(id, search);
    return search;
  }

  app.post(
    '/v1/searches',
    { config: { rateLimit: { max: app.config.searchRateLimit, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const query = parseInput(SearchQuery, request.body);
      const startedAt = new Date(now());
      const problem = searchProblem(query, app.places, startedAt);
      if (problem) throw badRequest(problem.message, problem.code);

      const id = randomUUID();
      const brand = brandFromHost(request.hostname, app.config.brandHosts, app.config.defaultBrand);
      const { market } = resolveVisit({ brand, path: '/', query: {}, cookies: request.cookies });
      // Stored before answering: any process can then serve the results, even after a restart.
      await app.database.db.insert(searches).values({ id, query, brand, market, startedAt });
      store.set(id, run(query, startedAt));
      request.log.info({ searchId: id, origin: query.origin, destination: query.destination }, 'search started');
      const response: StartSearchResponse = { search_id: id };
      return reply.status(201).send(response);
    },
  );

  app.get('/v1/searches/:id/results', async (request): Promise<SearchResults> => {
    const { id } = parseInput(SearchParams, request.params);
    const { since, locale } = parseInput(SearchResultsQuery, request.query);
    const search = store.get(id) ?? (await restore(id));
    if (!search) throw notFound(`Search ${id} not found`);

    const total = search.batches.length;
    const elapsed = now() - search.startedAt;
    const answered = search.batches.filter((batch) => batch.delayMs * delayScale <= elapsed).length;
    const tickets = search.batches.slice(Math.min(since, answered), answered).flatMap((batch) => batch.tickets);
    return {
      search_id: id,
      progress: total === 0 ? 1 : answered / total,
      complete: answered === total,
      next: Math.min(Math.max(since, answered), total),
      agencies_total: total,
      tickets,
      dictionary: searchDictionary(tickets, locale, app.places),
    };
  });
};
