// When deferred start-up work runs in the browser (docs/architecture.md §6): first the server's page is
// painted, then the first screen is operable, then what it does not need loads while the browser
// is idle. On the server each of these resolves at once: it renders and awaits everything.

/** Longest wait for an idle period: a busy page still gets its error reporting and analytics. */
export const idleTimeoutMs = 3000;
/** Longest wait for a frame: browsers skip frames of background tabs. */
const frameTimeoutMs = 100;

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * Resolves in a task after the browser's next frame: the page as it is now has been painted.
 * Script work started after it no longer holds up the first paint.
 */
export function afterNextPaint(): Promise<void> {
  if (!inBrowser() || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, frameTimeoutMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** Longest wait for the first contentful paint once a frame has passed (a page with nothing to paint yet). */
export const firstPaintTimeoutMs = 500;

/**
 * Resolves once the browser reports the page's first contentful paint (or a frame and at most
 * `firstPaintTimeoutMs` later): a frame alone is not always a paint, and script work that starts
 * before the first paint delays it.
 */
export async function afterFirstPaint(): Promise<void> {
  await afterNextPaint();
  if (!inBrowser() || typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  if (performance.getEntriesByName('first-contentful-paint').length) return;
  await new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((entries) => entries.getEntriesByName('first-contentful-paint').length && done());
    const timer = setTimeout(() => done(), firstPaintTimeoutMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Gives the browser a turn (input, paint) between two pieces of start-up work. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (!inBrowser()) return Promise.resolve();
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each step after the one before has settled, with a turn for the browser after each: steps
 * that import chunks evaluate one chunk per task. Resolves with the last step's result.
 */
export async function inTasks<Last>(steps: readonly (() => Promise<unknown>)[], last: () => Promise<Last>): Promise<Last> {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  return last();
}

let loaded: Promise<void> | null = null;
const documentLoaded = () =>
  (loaded ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  }));

/**
 * Resolves once the page has loaded and the browser is idle (at most `idleTimeoutMs` after the
 * load): the moment for what the first screen does not need (error reporting SDK, analytics
 * tracker, web vitals, device detection). Each caller gets an idle period of its own, so the
 * pieces run in separate tasks.
 */
export async function whenIdle(timeoutMs = idleTimeoutMs): Promise<void> {
  if (!inBrowser()) return;
  await documentLoaded();
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}
