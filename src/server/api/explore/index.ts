import fp from 'fastify-plugin';
import { homeCities } from '../../../platform/market/home-cities';
import { SimulatedFareProvider, type FareProvider } from '../../engines/fares';
import { LRUCache } from 'lru-cache';
import { routeFacts, type FareObservation, type RouteFacts } from '../../engines/price-index';
import { scheduleRetention } from '../../retention';
import { catalogueRoutes } from './catalogue';
import { mapRoutes } from './map-routes';
import { exploreRoutes } from './routes';
import { PriceSampler } from './sampler';
import { sitemapRoutes } from './sitemaps';
import { PriceIndexStore } from './store';

export interface ExploreApiOptions {
  now?: () => number;
  /** Where sampled fares come from; the simulated engine over `app.places` by default. */
  provider?: FareProvider;
}

/** Cells untouched for 90 days go, and the oldest touched beyond 32 MB. */
const indexRetention = { maxAgeDays: 90, maxMegabytes: 32 };
/** How often the sampler wakes; each wake runs its share of the minute's searches. */
const tickMs = 5_000;

/**
 * The price index (`/api/explore`): the cheapest known fares by route, month, trip and directness,
 * learnt from every search travellers run (`app.fareObservations`) and from sampling the fare
 * engine for the markets' home cities, nearest months first (`sampler.ts`).
 */
export const exploreApi = fp<ExploreApiOptions>(
  async (app, options) => {
    const now = options.now ?? app.now;
    const store = new PriceIndexStore(app.database.db);
    // Searches may name airports; the index keeps cities.
    const city = (code: string) => app.places.airport(code)?.cityCode ?? code;
    const record = (observations: readonly FareObservation[]) =>
      store.record(observations.map((found) => ({ ...found, origin: city(found.origin), destination: city(found.destination) })));
    const unsubscribe = app.fareObservations.subscribe((observations) => {
      record(observations).catch((error: unknown) => app.log.error({ err: error }, 'price index not updated'));
    });
    scheduleRetention(app, 'price_index', indexRetention);

    let provider = options.provider;
    const fares = () => (provider ??= new SimulatedFareProvider(app.places));
    // A route's facts cost a week of searches: kept for the rest of their day, a few thousand routes at most.
    const knownFacts = new LRUCache<string, { facts: RouteFacts | null }>({ max: 2000 });
    const facts = (origin: string, destination: string, at: Date) => {
      const key = `${origin}${destination}${at.toISOString().slice(0, 10)}`;
      let known = knownFacts.get(key);
      if (!known) knownFacts.set(key, (known = { facts: routeFacts(fares(), app.places, origin, destination, at) }));
      return known.facts;
    };
    const origins = [...new Set(Object.values(homeCities))];
    exploreRoutes(app, { store, now, facts });
    mapRoutes(app, { origins });
    catalogueRoutes(app, { store, now });
    const sampler = new PriceSampler({ places: app.places, fares, origins, record });
    const perTick = Math.ceil((app.config.priceSamplesPerMinute * tickMs) / 60_000);
    let running: Promise<unknown> | undefined;
    let timer: NodeJS.Timeout | undefined;
    if (perTick > 0) {
      const tick = () => {
        running ??= sampler
          .sample(perTick, new Date(now()))
          .catch((error: unknown) => app.log.warn({ err: error }, 'price sampling failed'))
          .finally(() => (running = undefined));
      };
      app.addHook('onReady', async () => {
        timer = setInterval(tick, tickMs).unref();
      });
    }
    app.addHook('onClose', async () => {
      unsubscribe();
      clearInterval(timer);
      await running;
      await store.flush();
    });
  },
  { name: 'explore-api', dependencies: ['config', 'clock', 'database', 'places', 'security', 'errors', 'fare-observations'], encapsulate: true },
);

/** `robots.txt` and the sitemaps (`sitemaps.ts`), at the root of every brand's origin, from the same index. */
export const sitemapsApi = fp(async (app) => sitemapRoutes(app, new PriceIndexStore(app.database.db)), {
  name: 'sitemaps-api',
  dependencies: ['config', 'clock', 'database', 'places', 'security', 'errors'],
  encapsulate: true,
});
