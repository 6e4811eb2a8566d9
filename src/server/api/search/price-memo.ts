import { LRUCache } from 'lru-cache';
import type { PriceMemo } from '../../engines/fares';

/**
 * Prices of recent calendar days, shared by every calendar, graph and insight of this process.
 * Keys carry the UTC day the prices belong to; an entry still goes after `ttlMs`, because flights
 * leaving within two hours stop selling as the day goes on. The least recently used go first past `max`.
 */
export class PriceMemoCache implements PriceMemo {
  // lru-cache keeps no null: a day without a price is kept as `{ price: null }`.
  private readonly entries: LRUCache<string, { price: number | null }>;

  constructor(max: number, ttlMs: number, now: () => number) {
    this.entries = new LRUCache({ max, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  get(key: string): number | null | undefined {
    return this.entries.get(key)?.price;
  }

  set(key: string, price: number | null): void {
    this.entries.set(key, { price });
  }
}
