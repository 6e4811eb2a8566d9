import type { PriceMemo } from '../../engines/fares';

/**
 * Prices of recent calendar days, shared by every calendar, graph and insight of this process.
 * Keys carry the UTC day the prices belong to; an entry still goes after `ttlMs`, because flights
 * leaving within two hours stop selling as the day goes on. The oldest entries go first past `max`.
 */
export class PriceMemoCache implements PriceMemo {
  private readonly entries = new Map<string, { price: number | null; expiresAt: number }>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): number | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.price;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, price: number | null): void {
    this.entries.delete(key);
    this.entries.set(key, { price, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
