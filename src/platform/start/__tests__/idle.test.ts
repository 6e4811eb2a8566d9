import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser whose load event, frames and idle periods the test hands out. */
function browser(readyState: 'loading' | 'complete') {
  const load: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const idle: { callback: () => void; timeout?: number }[] = [];
  const document = { readyState };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', { addEventListener: (type: string, listener: () => void) => type === 'load' && load.push(listener) });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }));
  return {
    load: () => {
      document.readyState = 'complete';
      load.splice(0).forEach((listener) => listener());
    },
    frame: () => frames.splice(0).forEach((callback) => callback()),
    idle,
  };
}

/** Whether a promise has settled after pending microtasks ran. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

// Fresh module per test: it remembers the document's load.
const idle = () => import('../idle');

describe('start-up timing in the browser', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs deferred work only after the page has loaded and in an idle period, waiting at most the idle timeout', async () => {
    const page = browser('loading');
    const { whenIdle, idleTimeoutMs } = await idle();
    const waiting = whenIdle();
    expect(await settled(waiting)).toBe(false);
    page.load();
    expect(await settled(waiting)).toBe(false);
    expect(page.idle).toHaveLength(1);
    expect(page.idle[0]!.timeout).toBe(idleTimeoutMs);
    page.idle[0]!.callback();
    expect(await settled(waiting)).toBe(true);
  });

  it('gives each caller an idle period of its own once the page has loaded', async () => {
    const page = browser('complete');
    const { whenIdle } = await idle();
    const first = whenIdle();
    const second = whenIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.idle).toHaveLength(2);
    page.idle[0]!.callback();
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(false);
  });

  it('lets the browser paint first: a frame, then a task', async () => {
    const page = browser('loading');
    const { afterNextPaint } = await idle();
    const painted = afterNextPaint();
    expect(await settled(painted)).toBe(false);
    page.frame();
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait for a frame a background tab never paints', async () => {
    browser('loading');
    const { afterNextPaint } = await idle();
    const painted = afterNextPaint();
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });

  it('waits for the first contentful paint after the frame, or at most its timeout', async () => {
    const page = browser('loading');
    const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; disconnected: boolean }[] = [];
    class Observer {
      static supportedEntryTypes = ['paint'];
      entry = { callback: (() => {}) as (typeof observers)[number]['callback'], disconnected: false };
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry.callback = callback;
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    vi.stubGlobal('performance', { getEntriesByName: () => [] });
    const { afterFirstPaint, firstPaintTimeoutMs } = await idle();

    const painted = afterFirstPaint();
    page.frame();
    expect(await settled(painted)).toBe(false);
    observers[0]!.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(await settled(painted)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);

    const nothingPainted = afterFirstPaint();
    page.frame();
    await vi.advanceTimersByTimeAsync(firstPaintTimeoutMs - 1);
    expect(await settled(nothingPainted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(nothingPainted)).toBe(true);
  });

  it('waits for nothing on the server, which renders after everything', async () => {
    const { whenIdle, afterNextPaint, yieldToBrowser } = await idle();
    expect(await settled(whenIdle())).toBe(true);
    expect(await settled(afterNextPaint())).toBe(true);
    expect(await settled(yieldToBrowser())).toBe(true);
  });
});
