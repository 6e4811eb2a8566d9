/**
 * A small shared HTTP cache for the render's own requests: keeps what a route marks
 * `public, max-age=N` for N seconds, and nothing that varies by request headers (beyond the
 * encoding, which in-process answers never use). The oldest entry goes first when full.
 */
export class SharedCache<Value> {
  private readonly entries = new Map<string, { value: Value; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  keep(key: string, value: Value, cacheControl: string | string[] | number | undefined, vary: string | string[] | number | undefined): void {
    const seconds = publicMaxAge(cacheControl);
    if (seconds === null || !varyAllows(vary)) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + seconds * 1000 });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
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
