import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SearchQuery } from '../../../contracts/search';
import type { Database } from '../../db';
import type { AgencyBatch } from '../../engines/fares';
import type { Arrivals } from '../../long-poll';
import { searches } from './schema';

export interface RunningSearch {
  /** Epoch milliseconds. */
  startedAt: number;
  /** In the order the agencies answer. */
  batches: AgencyBatch[];
  /** When each batch is released, for results requests that wait for the next. */
  arrivals: Arrivals;
}

/**
 * Recent searches in memory, least recently used first out, each kept `ttlMs` after its last
 * read. The database keeps every query, so an evicted search is recomputed, not lost.
 */
export class SearchStore {
  private readonly entries: LRUCache<string, RunningSearch>;

  constructor(max: number, ttlMs: number, now: () => number) {
    this.entries = new LRUCache({ max, ttl: ttlMs, ttlResolution: 0, updateAgeOnGet: true, perf: { now } });
  }

  get(id: string): RunningSearch | undefined {
    return this.entries.get(id);
  }

  set(id: string, search: RunningSearch): void {
    this.entries.set(id, search);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Every search started, kept so that any process can serve its results, even after a restart. */
export class SearchRecords {
  constructor(private readonly db: Database) {}

  async add(search: typeof searches.$inferInsert): Promise<void> {
    await this.db.insert(searches).values(search);
  }

  async find(id: string): Promise<{ query: SearchQuery; startedAt: Date } | undefined> {
    const [row] = await this.db.select({ query: searches.query, startedAt: searches.startedAt }).from(searches).where(eq(searches.id, id)).limit(1);
    return row;
  }
}
