import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsStarted, flushAnalytics, trackEvent } from '..';
import { schemas } from '../events';
import type { Tracker } from '../guestia';
import { $analyticsDebug, $trackerLoader, type TrackerLoader } from '../tracker';
import { $abValues, $anonymousId } from '../../cookies';
import { $environment } from '../../env';
import { $clientFlagsSettled, $serverFlags, flagsFetchFailed, flagsFetchSucceeded, flagsLoaded, flagsMismatched } from '../../flags';
import { logger } from '../../logger';
import { $marker } from '../../marker';
import { $brand, $currency, $language, $market } from '../../market';
import { $location } from '../../router';

const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: unknown) => void>() }));
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => vitals.callbacks.set(name, callback);
  return { onLCP: on('LCP'), onFCP: on('FCP'), onCLS: on('CLS'), onINP: on('INP'), onTTFB: on('TTFB') };
});

const origin = 'http://localhost:3000';
let listeners: Map<string, () => void>;
let page: { visibilityState: string };
let storage: Map<string, string>;

beforeEach(() => {
  vi.useFakeTimers();
  listeners = new Map();
  storage = new Map();
  page = { visibilityState: 'visible' };
  vi.stubGlobal('window', {
    location: { origin },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value), removeItem: (key: string) => storage.delete(key) },
  });
  vi.stubGlobal('document', {
    get visibilityState() {
      return page.visibilityState;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vitals.callbacks.clear();
});

function fakeTracker() {
  const tracker = { pageView: vi.fn(), track: vi.fn(), flush: vi.fn() } satisfies Tracker;
  const setups: unknown[] = [];
  const loader: TrackerLoader = async (setup) => {
    setups.push(setup);
    return tracker;
  };
  return { tracker, setups, loader };
}

function visit({ loader, flagsSettled = true }: { loader: TrackerLoader; flagsSettled?: boolean }) {
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

const start = (scope: Scope) => allSettled(analyticsStarted, { scope });
const failure = { name: 'flags:fetch_failed', fields: { error: 'HTTP error, status: 502' } } as const;
const commonOf = (context: { schema: string; data: Record<string, unknown> }[]) => context.find((entry) => entry.schema === schemas.common)!.data;
const pageOf = (context: { schema: string; data: Record<string, unknown> }[]) => context.find((entry) => entry.schema === schemas.page)!.data;

describe('the analytics queue (spec §4)', () => {
  it('holds events until the tracker is loaded and the common fields are known, then sends them in order', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader, flagsSettled: false });
    await allSettled(trackEvent, { scope, params: failure });
    await start(scope);
    expect(tracker.track).not.toHaveBeenCalled();
    expect(tracker.pageView).not.toHaveBeenCalled();

    await allSettled($clientFlagsSettled, { scope, params: true });
    expect(tracker.track).toHaveBeenCalledTimes(1);
    expect(tracker.pageView).toHaveBeenCalledTimes(1);
    expect(tracker.track.mock.invocationCallOrder[0]).toBeLessThan(tracker.pageView.mock.invocationCallOrder[0]!);
    const [event, context] = tracker.track.mock.calls[0]!;
    expect(event).toEqual({
      schema: schemas.event,
      data: {
        service: 'aviasmart-web',
        category: 'flags',
        action: 'fetch_failed',
        label: null,
        guestiaId: 'guest-1',
        premiumStateId: 'not_active',
        is_selene: true,
        error: 'HTTP error, status: 502',
      },
    });
    expect(commonOf(context)).toEqual({
      guestia_id: 'guest-1',
      premium_state_id: 'not_active',
      market: 'ru',
      marker: '123456.abc',
      language: 'ru',
      currency: 'rub',
      split_test_version: '7',
      platform: 'web_unknown',
      page_rendered_by: 'server',
      flags: {},
    });
  });

  it('keeps each event’s own time', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader, flagsSettled: false });
    vi.setSystemTime(1_000_000);
    await allSettled(trackEvent, { scope, params: failure });
    vi.setSystemTime(1_001_500);
    await start(scope);
    await allSettled($clientFlagsSettled, { scope, params: true });
    expect(tracker.track.mock.calls[0]![2]).toBe(1_000_000);
    expect(tracker.pageView.mock.calls[0]![0].timestamp).toBe(1_001_500);
  });

  it('sends what waits once 2 seconds have passed, common fields or not, and what comes later at once', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader, flagsSettled: false });
    await start(scope);
    await allSettled(trackEvent, { scope, params: failure });
    await vi.advanceTimersByTimeAsync(1999);
    expect(tracker.track).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tracker.track).toHaveBeenCalledTimes(1);
    expect(tracker.pageView).toHaveBeenCalledTimes(1);
    await allSettled(trackEvent, { scope, params: failure });
    expect(tracker.track).toHaveBeenCalledTimes(2);
  });

  it('sends what waits when a flush is asked for, and flushes the tracker', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader, flagsSettled: false });
    await start(scope);
    await allSettled(trackEvent, { scope, params: failure });
    await allSettled(flushAnalytics, { scope });
    expect(tracker.track).toHaveBeenCalledTimes(1);
    expect(tracker.flush).toHaveBeenCalledTimes(1);
  });

  it('flushes when the page is hidden, so nothing waits while it may be closed', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader, flagsSettled: false });
    await start(scope);
    await allSettled(trackEvent, { scope, params: failure });
    page.visibilityState = 'hidden';
    listeners.get('visibilitychange')!();
    await allSettled(scope);
    expect(tracker.track).toHaveBeenCalledTimes(1);
    expect(tracker.flush).toHaveBeenCalled();
  });

  it('logs `analytics not inited` for a flush or an elapsed wait before the tracker is there', async () => {
    const warning = vi.spyOn(logger, 'warning').mockImplementation(() => undefined);
    let resolve!: (tracker: Tracker) => void;
    const scope = visit({ loader: () => new Promise((done) => (resolve = done)) });
    await allSettled(flushAnalytics, { scope });
    expect(warning).toHaveBeenCalledWith('analytics not inited');
    const started = start(scope);
    await vi.advanceTimersByTimeAsync(2000);
    expect(warning).toHaveBeenCalledTimes(2);
    const { tracker } = fakeTracker();
    resolve(tracker);
    await started;
    expect(tracker.pageView).toHaveBeenCalledTimes(1);
  });

  it('logs `Failed to init analytics` when the tracker cannot load; events stay queued', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const scope = visit({ loader: async () => Promise.reject(new Error('chunk failed')) });
    await start(scope);
    await allSettled(trackEvent, { scope, params: failure });
    await vi.advanceTimersByTimeAsync(2000);
    expect(error).toHaveBeenCalledWith('Failed to init analytics', { error: 'chunk failed' });
  });

  it('logs `Failed to send analytics - {message}` when the tracker throws, and goes on with the next events', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { tracker, loader } = fakeTracker();
    tracker.track.mockImplementationOnce(() => {
      throw new Error('quota exceeded');
    });
    const scope = visit({ loader });
    await start(scope);
    await allSettled(trackEvent, { scope, params: failure });
    await allSettled(trackEvent, { scope, params: failure });
    expect(error).toHaveBeenCalledWith('Failed to send analytics - quota exceeded');
    expect(tracker.track).toHaveBeenCalledTimes(2);
  });

  it('in debug mode (local-storage flag) writes every event to the console', async () => {
    storage.set('analytics_debug', 'true');
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const { loader, setups } = fakeTracker();
    const scope = visit({ loader });
    await start(scope);
    await allSettled(trackEvent, { scope, params: failure });
    expect(scope.getState($analyticsDebug)).toBe(true);
    expect(info).toHaveBeenCalledWith('Analytics page view', { page: 'main', url: `${origin}/` });
    expect(info).toHaveBeenCalledWith('Analytics event flags:fetch_failed', expect.objectContaining({ category: 'flags' }));
    expect(setups[0]).toEqual({ trackerId: 'as-web', appId: 'aviasmart-web', endpoint: origin });
  });
});

describe('page views (spec §2.8 page names)', () => {
  it('are sent for the first page and for every new address, with the page name and the previous address as referrer', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader });
    await start(scope);
    await allSettled($location, { scope, params: { pathname: '/', search: '' } });
    await allSettled($location, { scope, params: { pathname: '/search/MOW1012IST1', search: '' } });
    await allSettled($location, { scope, params: { pathname: '/kz/routes/MOW/IST', search: '?x=1' } });

    const views = tracker.pageView.mock.calls.map(([view]) => view);
    expect(views.map((view) => [view.url, view.referrer, pageOf(view.context).name, commonOf(view.context).page_rendered_by])).toEqual([
      [`${origin}/`, null, 'main', 'server'],
      [`${origin}/search/MOW1012IST1`, `${origin}/`, 'search', 'client'],
      [`${origin}/kz/routes/MOW/IST?x=1`, `${origin}/search/MOW1012IST1`, 'seo_routes', 'client'],
    ]);
    expect(pageOf(views[2]!.context).kind).toBe('seo');
  });

  it('are not sent before analytics starts (the server renders without it)', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader });
    await allSettled($location, { scope, params: { pathname: '/guides', search: '' } });
    expect(tracker.pageView).not.toHaveBeenCalled();
    await start(scope);
    expect(tracker.pageView).toHaveBeenCalledTimes(1);
    expect(pageOf(tracker.pageView.mock.calls[0]![0].context).name).toBe('guides');
  });
});

describe('flag events (spec §7)', () => {
  it('report the server’s flags, the client’s request and mismatches', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = fork({
      values: [
        [$trackerLoader, loader],
        [$anonymousId, 'guest-1'],
        [$clientFlagsSettled, true],
        [$location, { pathname: '/', search: '' }],
        [$serverFlags, { 'foreign-cards': { flagKey: 'foreign-cards', variantKey: 'on' } }],
      ],
    });
    await start(scope);
    await allSettled(flagsLoaded, { scope, params: { source: 'client', flags: ['foreign-cards'] } });
    await allSettled(flagsLoaded, { scope, params: { source: 'server', flags: ['ignored-on-the-client'] } });
    await allSettled(flagsFetchSucceeded, { scope, params: { count: 1 } });
    await allSettled(flagsFetchFailed, { scope, params: { error: 'offline' } });
    await allSettled(flagsMismatched, { scope, params: [{ flag: 'foreign-cards', server: true, client: false }] });
    const events = tracker.track.mock.calls.map(([event]) => event.data);
    expect(events.map((data) => [data.action, data.label])).toEqual([
      ['loaded', 'server'],
      ['loaded', 'client'],
      ['fetch_succeeded', null],
      ['fetch_failed', null],
      ['mismatch', null],
    ]);
    expect(events[0]).toMatchObject({ flags: ['foreign-cards'] });
    expect(events[3]).toMatchObject({ error: 'offline' });
    expect(events[4]).toMatchObject({ mismatches: [{ flag: 'foreign-cards', server: true, client: false }] });
  });
});

describe('web vitals', () => {
  it('are sent as events with the spec’s rating', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader });
    await start(scope);
    await vi.waitFor(() => expect(vitals.callbacks.size).toBe(5));
    vitals.callbacks.get('LCP')!({ name: 'LCP', value: 4500, id: 'v6-1', navigationType: 'navigate' });
    vitals.callbacks.get('CLS')!({ name: 'CLS', value: 0.05, id: 'v6-2', navigationType: 'reload' });
    await allSettled(scope);
    const events = tracker.track.mock.calls.map(([event]) => event.data);
    expect(events).toEqual([
      expect.objectContaining({ category: 'performance', action: 'web_vital', label: 'LCP', value: 4500, rating: 'poor', metric_id: 'v6-1', navigation_type: 'navigate' }),
      expect.objectContaining({ label: 'CLS', value: 0.05, rating: 'good', navigation_type: 'reload' }),
    ]);
  });

  it('name the page the document was loaded on, wherever the app has gone since', async () => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader });
    await start(scope);
    await vi.waitFor(() => expect(vitals.callbacks.size).toBe(5));
    await allSettled($location, { scope, params: { pathname: '/guides', search: '' } });
    vitals.callbacks.get('CLS')!({ name: 'CLS', value: 0.01, id: 'v6-3', navigationType: 'navigate' });
    await allSettled(trackEvent, { scope, params: failure });
    await allSettled(scope);
    const pages = tracker.track.mock.calls.map(([event, context]) => [event.data.action, pageOf(context).name]);
    expect(pages).toEqual([
      ['web_vital', 'main'],
      ['fetch_failed', 'guides'],
    ]);
  });
});
