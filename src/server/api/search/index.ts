import fp from 'fastify-plugin';
import { SimulatedFareProvider, type FareProvider } from '../../engines/fares';
import { searchRoutes } from './routes';
import { SearchRecords, SearchStore } from './store';

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

/**
 * Flight search as a metasearch runs it: `POST /v1/searches` starts a search and stores its
 * query; `GET /v1/searches/:id/results?since=N` returns the agencies' answers that arrived since
 * the client's last call. Answers are computed at start and released as each agency's delay
 * passes, so polling shows results growing as they would with real agencies.
 */
export const searchApi = fp<SearchApiOptions>(
  async (app, options) => {
    const now = options.now ?? Date.now;
    // Built on first use: the places dataset loads lazily and the server must start without it.
    let provider = options.provider;
    searchRoutes(app, {
      now,
      delayScale: options.delayScale ?? 1,
      store: new SearchStore(options.cache?.max ?? 200, options.cache?.ttlMs ?? 15 * 60_000, now),
      records: new SearchRecords(app.database.db),
      fares: () => (provider ??= new SimulatedFareProvider(app.places)),
    });
  },
  { name: 'search-api', dependencies: ['config', 'database', 'places', 'security', 'errors'], encapsulate: true },
);
