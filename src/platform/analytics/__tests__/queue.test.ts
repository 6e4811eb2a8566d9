import { allSettled, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { flushAnalytics, trackEvent } from '..';
import { schemas } from '../events';
import type { Tracker } from '../guestia';
import { $analyticsDebug } from '../tracker';
import { $clientFlagsSettled } from '../../flags';
import { logger } from '../../logger';
import { browser, commonOf, failure, fakeTracker, origin, start, visit } from './visit';

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

  /** Turns for the browser that pass only when the test lets them. */
  function heldTurns() {
    const waiting: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((pass) => waiting.push(pass)) });
    return {
      pass: () => waiting.shift()?.(),
      get held() {
        return waiting.length;
      },
    };
  }

  it('hands the tracker one event per task, with a turn for the browser after each', async () => {
    const turns = heldTurns();
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader, flagsSettled: false });
    await allSettled(trackEvent, { scope, params: failure });
    await allSettled(trackEvent, { scope, params: failure });
    void start(scope);
    void allSettled($clientFlagsSettled, { scope, params: true });
    // Two events and the page view wait; the first goes, then the browser gets its turn.
    await vi.waitFor(() => expect(tracker.track).toHaveBeenCalledTimes(1));
    expect(tracker.pageView).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(turns.held).toBe(1));
    turns.pass();
    await vi.waitFor(() => expect(tracker.track).toHaveBeenCalledTimes(2));
    expect(tracker.pageView).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(turns.held).toBe(1));
    turns.pass();
    await vi.waitFor(() => expect(tracker.pageView).toHaveBeenCalledTimes(1));
    expect(tracker.track).toHaveBeenCalledTimes(2);
  });

  it('a flush hands over at once everything that waits for its turn, each event once', async () => {
    const turns = heldTurns();
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader });
    await allSettled(trackEvent, { scope, params: failure });
    await allSettled(trackEvent, { scope, params: failure });
    void start(scope);
    await vi.waitFor(() => expect(tracker.track).toHaveBeenCalledTimes(1));
    void allSettled(flushAnalytics, { scope });
    await vi.waitFor(() => expect(tracker.flush).toHaveBeenCalledTimes(1));
    expect(tracker.track).toHaveBeenCalledTimes(2);
    expect(tracker.pageView).toHaveBeenCalledTimes(1);
    // The turns that were waiting find nothing left to send.
    while (turns.held) turns.pass();
    await vi.advanceTimersByTimeAsync(2000);
    expect(tracker.track).toHaveBeenCalledTimes(2);
    expect(tracker.pageView).toHaveBeenCalledTimes(1);
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

  it.each<[string, (scope: Scope) => Promise<void>]>([
    ['a flush is asked for', (scope) => allSettled(flushAnalytics, { scope })],
    [
      // Nothing may wait while the page can be closed.
      'the page is hidden',
      (scope) => {
        browser.page.visibilityState = 'hidden';
        browser.listeners.get('visibilitychange')!();
        return allSettled(scope);
      },
    ],
  ])('sends what waits and flushes the tracker when %s', async (_, trigger) => {
    const { tracker, loader } = fakeTracker();
    const scope = visit({ loader, flagsSettled: false });
    await start(scope);
    await allSettled(trackEvent, { scope, params: failure });
    await trigger(scope);
    expect(tracker.track).toHaveBeenCalledTimes(1);
    expect(tracker.flush).toHaveBeenCalledTimes(1);
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
    browser.storage.set('analytics_debug', 'true');
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
