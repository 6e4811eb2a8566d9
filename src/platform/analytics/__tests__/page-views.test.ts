import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { $location } from '../../router';
import { commonOf, fakeTracker, origin, pageOf, start, visit } from './visit';

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
