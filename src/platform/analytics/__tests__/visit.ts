import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, vi } from 'vitest';
import { analyticsStarted } from '..';
import { schemas } from '../events';
import type { Tracker } from '../guestia';
import { $trackerLoader, type TrackerLoader } from '../tracker';
import { $abValues, $anonymousId } from '../../cookies';
import { $environment } from '../../env';
import { $clientFlagsSettled } from '../../flags';
import { $marker } from '../../marker';
import { $brand, $currency, $language, $market } from '../../market';
import { $location } from '../../router';

/** Web vitals callbacks by metric: the tests report measurements through them. */
export const vitals = { callbacks: new Map<string, (metric: unknown) => void>() };
// The tracker side imports the library when analytics starts, long after this module is read.
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => vitals.callbacks.set(name, callback);
  return { onLCP: on('LCP'), onFCP: on('FCP'), onCLS: on('CLS'), onINP: on('INP'), onTTFB: on('TTFB') };
});

export const origin = 'http://localhost:3000';

/**
 * The browser analytics runs in: a window with local storage, a loaded document whose visibility
 * tests set, an idle period and a turn for the browser at once (the tracker side waits for them),
 * fake timers.
 */
export const browser = { listeners: new Map<string, () => void>(), page: { visibilityState: 'visible' }, storage: new Map<string, string>() };

beforeEach(() => {
  vi.useFakeTimers();
  browser.listeners.clear();
  browser.storage.clear();
  browser.page.visibilityState = 'visible';
  const { storage } = browser;
  vi.stubGlobal('window', {
    location: { origin },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  // A browser's turn (`scheduler.yield`) passes at once: the queue sends an event per task.
  vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    callback();
    return 0;
  });
  vi.stubGlobal('document', {
    readyState: 'complete',
    get visibilityState() {
      return browser.page.visibilityState;
    },
    addEventListener: (type: string, listener: () => void) => browser.listeners.set(type, listener),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vitals.callbacks.clear();
});

export function fakeTracker() {
  const tracker = { pageView: vi.fn(), track: vi.fn(), flush: vi.fn() } satisfies Tracker;
  const setups: unknown[] = [];
  const loader: TrackerLoader = async (setup) => {
    setups.push(setup);
    return tracker;
  };
  return { tracker, setups, loader };
}

/** A visit to Aviasmart's Russian market, with a marker, an A/B group and the flags request settled unless told. */
export function visit({ loader, flagsSettled = true }: { loader: TrackerLoader; flagsSettled?: boolean }) {
  return fork({
    values: [
      [$trackerLoader, loader],
      [$anonymousId, 'guest-1'],
      [$brand, 'AS'],
      [$market, 'ru'],
      [$language, 'ru'],
      [$currency, 'rub'],
      [$marker, '123456.abc'],
      [$abValues, { group: 7, crt: null }],
      [$environment, 'local'],
      [$location, { pathname: '/', search: '' }],
      [$clientFlagsSettled, flagsSettled],
    ],
  });
}

export const start = (scope: Scope) => allSettled(analyticsStarted, { scope });
export const failure = { name: 'flags:fetch_failed', fields: { error: 'HTTP error, status: 502' } } as const;

type Context = { schema: string; data: Record<string, unknown> }[];
export const commonOf = (context: Context) => context.find((entry) => entry.schema === schemas.common)!.data;
export const pageOf = (context: Context) => context.find((entry) => entry.schema === schemas.page)!.data;
