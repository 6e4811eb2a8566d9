import { eq } from 'drizzle-orm';
import type { SearchQuery } from '../../../contracts/search';
import type { Database } from '../../db';
import type { AgencyBatch } from '../../engines/fares';
import type { Arrivals } from './arrivals';
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
  private readonly entries = new Map<string, { search: RunningSearch; expiresAt: number }>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(id: string): RunningSearch | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    if (entry.expiresAt <= this.now()) return undefined;
    this.set(id, entry.search);
    return entry.search;
  }

  set(id: string, search: RunningSearch): void {
    this.entries.delete(id);
    this.entries.set(id, { search, expiresAt: this.now() + this.ttlMs });
    // A Map iterates in insertion order: the first key is the least recently used.
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
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
