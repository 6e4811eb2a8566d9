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

  it('waits for nothing on the server, which renders after everything', async () => {
    const { whenIdle, afterNextPaint, yieldToBrowser } = await idle();
    expect(await settled(whenIdle())).toBe(true);
    expect(await settled(afterNextPaint())).toBe(true);
    expect(await settled(yieldToBrowser())).toBe(true);
  });
});
