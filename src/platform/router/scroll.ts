/**
 * Scroll restoration kept in session storage (spec §2.10), two records:
 * `cached` — the last scroll position of every history entry, by its key;
 * `next` — the position the page about to render should restore (set on back/forward).
 */
export const scrollRecords = { cached: 'router.scroll.cached', next: 'router.scroll.next' } as const;

type Positions = Record<string, number>;

function read<T>(storage: Storage, key: string, fallback: T): T {
  try {
    return (JSON.parse(storage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or disabled; restoring scroll is a nicety.
  }
}

const maxEntries = 50;

/** Remembers where the entry being left was scrolled to. */
export function rememberScroll(storage: Storage, entryKey: string, y: number) {
  const cached = read<Positions>(storage, scrollRecords.cached, {});
  delete cached[entryKey];
  cached[entryKey] = Math.round(y);
  const keys = Object.keys(cached);
  for (const old of keys.slice(0, Math.max(0, keys.length - maxEntries))) delete cached[old];
  write(storage, scrollRecords.cached, cached);
}

/** Back or forward: the entry returned to gets its old position; a new entry starts at the top. */
export function planScroll(storage: Storage, entryKey: string, action: 'POP' | 'PUSH' | 'REPLACE') {
  if (action === 'REPLACE') return;
  const position = action === 'POP' ? (read<Positions>(storage, scrollRecords.cached, {})[entryKey] ?? 0) : 0;
  write(storage, scrollRecords.next, position);
}

/** The position to restore once the page rendered, taken once. */
export function takeScroll(storage: Storage): number | null {
  const next = read<number | null>(storage, scrollRecords.next, null);
  write(storage, scrollRecords.next, null);
  return next;
}

/** Scrolls to the position planned for the entry that just rendered (client only). */
export function restorePlannedScroll() {
  const y = takeScroll(window.sessionStorage);
  if (y !== null) window.scrollTo({ top: y });
}
