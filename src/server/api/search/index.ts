import fp from 'fastify-plugin';
import { SimulatedFareProvider, type FareProvider } from '../../engines/fares';
import { scheduleRetention } from '../../retention';
import { systemTimers, type Timers } from '../../timers';
import { PriceHistory } from './history';
import { PriceMemoCache } from './price-memo';
import { priceRoutes } from './prices';
import { searchRoutes } from './routes';
import { SearchRecords, SearchStore } from './store';

export interface SearchApiOptions {
  /** Epoch milliseconds; tests pass a clock they move by hand. */
  now?: () => number;
  /** Multiplies every agency's delay: 0 makes all answers arrive at once. */
  delayScale?: number;
  /** What a results request waits on; tests pass timers that run as they move `now`. */
  timers?: Timers;
  /** Where fares come from; the simulated engine over `app.places` by default. */
  provider?: FareProvider;
  /** Searches kept in memory, and for how long after their last read. */
  cache?: { max: number; ttlMs: number };
}

/** The price history of the last year, at most 64 MB of it. */
const historyRetention = { maxAgeDays: 365, maxMegabytes: 64 };

/**
 * Flight search as a metasearch runs it: `POST /v1/searches` starts a search and stores its
 * query; `GET /v1/searches/:id/results?since=N` returns the agencies' answers that arrived since
 * the client's last call, holding the request for the next answer when there is none yet (a
 * bounded long poll, `long-poll.ts`). Answers are computed at start and released as each agency's
 * delay passes, so the results grow as they would with real agencies.
 */
export const searchApi = fp<SearchApiOptions>(
  async (app, options) => {
    const now = options.now ?? app.now;
    // Built on first use: the places dataset loads lazily and the server must start without it.
    let provider = options.provider;
    const fares = () => (provider ??= new SimulatedFareProvider(app.places));
    const history = new PriceHistory(app.database.db);
    searchRoutes(app, {
      now,
      delayScale: options.delayScale ?? 1,
      timers: options.timers ?? systemTimers,
      store: new SearchStore(options.cache?.max ?? 200, options.cache?.ttlMs ?? 15 * 60_000, now),
      records: new SearchRecords(app.database.db),
      fares,
      history,
    });
    // A day's prices for ~20 000 trips: a few megabytes at most.
    priceRoutes(app, {
      now,
      fares,
      history,
      memo: new PriceMemoCache(20_000, 10 * 60_000, now),
      // Sixty-odd prices per origin for the rest of the day.
      destinationMemo: new PriceMemoCache(20_000, 24 * 60 * 60_000, now),
    });
    scheduleRetention(app, 'price_observations', historyRetention);
    app.addHook('onClose', () => history.flush());
  },
  { name: 'search-api', dependencies: ['config', 'clock', 'database', 'places', 'security', 'errors', 'fare-observations'], encapsulate: true },
);
