import type { Browser, BrowserContext } from '@playwright/test';

/**
 * The end-to-end server lives on a calendar of its own (`CLOCK_START`, set by scripts/e2e.mjs): its
 * clock starts on a fixed day and goes on at the real pace, so every search finds the same fares
 * whatever the day the suite runs. scripts/e2e.mjs reads the server's clock from /healthz and hands
 * the difference to the tests; without it (a server started by hand) the clocks are the machine's.
 */
export const serverClockOffsetMs = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);

/** What the server's clock reads now, epoch milliseconds. */
export const serverNow = (): number => Date.now() + serverClockOffsetMs;

/** The server's day `days` from now, `YYYY-MM-DD` (UTC). */
export const isoInDays = (days: number): string => new Date(serverNow() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Puts the pages of `context` on the server's clock: `Date.now()` and `new Date()` are shifted, timers
 * and `performance` are left alone, so nothing waits longer than it would (Playwright's `page.clock`
 * would take timers over). Runs before any script of every page and frame.
 */
export async function followServerClock(context: BrowserContext): Promise<void> {
  if (!serverClockOffsetMs) return;
  await context.addInitScript((offset: number) => {
    // Once per document, however many times the context was told to follow the clock.
    const marked = globalThis as { e2eServerClock?: true };
    if (marked.e2eServerClock) return;
    marked.e2eServerClock = true;
    const RealDate = Date;
    const now = () => RealDate.now() + offset;
    globalThis.Date = new Proxy(RealDate, {
      construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
      apply: () => new RealDate(now()).toString(),
      get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
    });
  }, serverClockOffsetMs);
}

/** Every context `browser` opens from now on, the test's own and those a test opens itself, follows the server's clock. */
export function followServerClockInEveryContext(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await followServerClock(context);
    return context;
  };
}
