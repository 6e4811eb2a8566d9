import { LRUCache } from 'lru-cache';

/**
 * A small shared HTTP cache for the render's own requests: keeps what a route marks
 * `public, max-age=N` for N seconds, and nothing that varies by request headers (beyond the
 * encoding, which in-process answers never use). The least recently used entry goes first when full.
 */
export class SharedCache<Value extends object | string> {
  private readonly entries: LRUCache<string, Value>;

  constructor(maxEntries: number, now: () => number = Date.now) {
    this.entries = new LRUCache({ max: maxEntries, ttlResolution: 0, perf: { now } });
  }

  get(key: string): Value | undefined {
    return this.entries.get(key);
  }

  keep(key: string, value: Value, cacheControl: string | string[] | number | undefined, vary: string | string[] | number | undefined): void {
    const seconds = publicMaxAge(cacheControl);
    if (seconds === null || !varyAllows(vary)) return;
    this.entries.set(key, value, { ttl: seconds * 1000 });
  }
}

function publicMaxAge(header: string | string[] | number | undefined): number | null {
  const directives = String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (!directives.includes('public') || directives.some((part) => part === 'no-store' || part === 'private' || part === 'no-cache')) return null;
  const maxAge = directives.find((part) => part.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : NaN;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

const varyAllows = (header: string | string[] | number | undefined) =>
  String(header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .every((part) => part === '' || part === 'accept-encoding');
