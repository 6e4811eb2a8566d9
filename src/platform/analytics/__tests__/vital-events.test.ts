import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { trackEvent } from '..';
import { $location } from '../../router';
import { failure, fakeTracker, pageOf, start, visit, vitals } from './visit';

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
      expect.objectContaining({
        category: 'performance',
        action: 'web_vital',
        label: 'LCP',
        value: 4500,
        rating: 'poor',
        metric_id: 'v6-1',
        navigation_type: 'navigate',
      }),
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
