import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FlyThere } from '../../../contracts/guides';
import { addDays, localDate, priceCells, searchProblem, SimulatedFareProvider, type FareProvider } from '../../engines/fares';
import { guidesContent, type GuidesContent } from '../../engines/guides';
import { guidesRoutes } from './routes';

export interface GuidesApiOptions {
  content?: GuidesContent;
  now?: () => number;
  provider?: FareProvider;
}

/** How far ahead "fly there" prices a one-way trip. */
const daysAhead = 14;

/**
 * The guides (`/api/guides-walks`): city guides, walks and audio guides from `data/guides/`,
 * translated into the visit's language (Russian or English, English for the rest), the chapters'
 * audio with range requests, and the fare engine's prices to the guides' cities.
 */
export const guidesApi = fp<GuidesApiOptions>(
  async (app, options) => {
    const content = options.content ?? guidesContent();
    const now = options.now ?? app.now;
    let provider = options.provider;
    const fares = () => (provider ??= new SimulatedFareProvider(app.places));
    const memo = new LRUCache<string, number | -1>({ max: 5000 });
    const remembered = {
      get: (key: string) => {
        const v = memo.get(key);
        return v === undefined ? undefined : v === -1 ? null : v;
      },
      set: (key: string, price: number | null) => void memo.set(key, price ?? -1),
    };

    async function flyThere(origin: string): Promise<FlyThere | null> {
      const from = app.places.airportsFor(origin)[0];
      if (!from) return null;
      const startedAt = new Date(now());
      const departDate = addDays(localDate(startedAt.getTime(), from.timezone), daysAhead);
      const cities = [...content.cities.keys()].filter((iata) => iata !== origin && iata !== from.cityCode);
      const cells = cities.map((destination) => {
        const query = { origin, destination, departDate, passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' as const };
        return searchProblem(query, app.places, startedAt) ? { departDate } : { departDate, query };
      });
      const prices = await priceCells(cells, fares(), startedAt, remembered);
      return { origin, depart_date: departDate, priced_at: startedAt.toISOString(), prices: cities.map((iata, i) => ({ iata, price: prices[i] ?? null })) };
    }

    guidesRoutes(app, { content, flyThere });
  },
  { name: 'guides-api', dependencies: ['config', 'clock', 'places', 'security', 'errors'], encapsulate: true },
);
