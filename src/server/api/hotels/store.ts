import { desc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { HotelSearchQuery } from '../../../contracts/hotels';
import type { Database } from '../../db';
import type { CityHotels, Hotel, SiteBatch, Stay } from '../../engines/hotels';
import type { Arrivals } from '../../long-poll';
import { hotelClicks, hotelSearches } from './schema';

export type StoredQuery = HotelSearchQuery & { city: string };

export interface RunningHotelSearch {
  /** Epoch milliseconds. */
  startedAt: number;
  query: StoredQuery;
  stay: Stay;
  city: CityHotels;
  hotels: readonly Hotel[];
  /** In the order the sites answer. */
  batches: SiteBatch[];
  arrivals: Arrivals;
}

/**
 * Recent hotel searches in memory, least recently used first out, each kept `ttlMs` after its
 * last read and counted by its rates, so that a few big cities do not crowd out the memory. The
 * database keeps every query, so an evicted search is recomputed, not lost.
 */
export class HotelSearchStore {
  private readonly entries: LRUCache<string, RunningHotelSearch>;

  constructor({ maxRates, ttlMs }: { maxRates: number; ttlMs: number }, now: () => number) {
    this.entries = new LRUCache({
      maxSize: maxRates,
      sizeCalculation: (search) =>
        Math.max(
          1,
          search.batches.reduce((sum, batch) => sum + batch.rates.length, 0),
        ),
      ttl: ttlMs,
      ttlResolution: 0,
      updateAgeOnGet: true,
      perf: { now },
    });
  }

  get(id: string): RunningHotelSearch | undefined {
    return this.entries.get(id);
  }

  set(id: string, search: RunningHotelSearch): void {
    this.entries.set(id, search);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Every hotel search started, so that any process can serve its results, even after a restart. */
export class HotelSearchRecords {
  constructor(private readonly db: Database) {}

  async add(search: typeof hotelSearches.$inferInsert): Promise<void> {
    await this.db.insert(hotelSearches).values(search);
  }

  async find(searchId: string): Promise<{ query: StoredQuery; startedAt: Date } | undefined> {
    const [row] = await this.db
      .select({ query: hotelSearches.query, startedAt: hotelSearches.startedAt })
      .from(hotelSearches)
      .where(eq(hotelSearches.searchId, searchId))
      .limit(1);
    return row;
  }
}

export type HotelClickRow = typeof hotelClicks.$inferSelect;

/** Clicks to booking sites, as the click-out page made them. */
export class HotelClickRecords {
  constructor(private readonly db: Database) {}

  async add(click: typeof hotelClicks.$inferInsert): Promise<void> {
    await this.db.insert(hotelClicks).values(click);
  }

  /** A user's clicks, newest first (the data report). */
  ofUser(userId: string): Promise<HotelClickRow[]> {
    return this.db.select().from(hotelClicks).where(eq(hotelClicks.userId, userId)).orderBy(desc(hotelClicks.id));
  }
}
