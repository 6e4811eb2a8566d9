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

/** What the visitor does to scroll on their own: restoring gives way to it. */
const ownScrolling = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y`, and again as the page grows until it is tall enough: a results or explore page
 * renders its frame first and its tickets or prices after. Gives up after `patienceMs`, or as soon
 * as the visitor scrolls on their own.
 */
export function scrollWhenReachable(y: number, patienceMs = 10_000) {
  const started = performance.now();
  const root = document.documentElement;
  let done = false;
  const observer = new ResizeObserver(() => attempt());
  const stop = () => {
    done = true;
    observer.disconnect();
    for (const type of ownScrolling) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    if (done) return;
    const reachable = root.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.min(y, Math.max(0, reachable)) });
    if (reachable >= y || performance.now() - started > patienceMs) stop();
  };
  for (const type of ownScrolling) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  attempt();
}

/** Scrolls to the position planned for the entry that just rendered (client only). */
export function restorePlannedScroll() {
  const y = takeScroll(window.sessionStorage);
  if (y !== null) scrollWhenReachable(y);
}

/** The key a history entry's position is kept under: its history key with its address, as every document's first entry has the same key. */
export const scrollKey = (historyKey: string, location: { pathname: string; search: string }) => `${historyKey} ${location.pathname}${location.search}`;
