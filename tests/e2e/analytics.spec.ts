import { expect, test } from './support/test';
import { waitForApp } from './support/app';
import { brandCodes, brandUrl } from './support/brands';
import { contextOf, visitorId, waitForEvents, type StoredEvent } from './support/collector';

const pageViews = (events: StoredEvent[]) => events.filter((event) => event.e === 'pv');
const vitals = (events: StoredEvent[]) => events.filter((event) => event.unstruct?.data.action === 'web_vital');

const expectedMarket = {
  AS: { market: 'ru', language: 'ru', currency: 'rub', tracker: 'as-web' },
  WA: { market: 'us', language: 'en', currency: 'usd', tracker: 'wa-web' },
};

for (const brand of brandCodes) {
  test(`${brand}: opening the site stores a page view with every common field; navigating stores another`, async ({ page, context, request }) => {
    await page.goto(brandUrl(brand, '/?marker=123456.abc'));
    await waitForApp(page);
    const guestiaId = await visitorId(context);

    const first = pageViews(await waitForEvents(request, guestiaId, (events) => pageViews(events).length === 1, 'a page view of the main page'))[0]!;
    const { market, language, currency, tracker } = expectedMarket[brand];
    expect(first.tna).toBe(tracker);
    expect(first.url).toBe(brandUrl(brand, '/?marker=123456.abc'));
    expect(contextOf(first, 'page')).toEqual({ name: 'main', kind: 'main' });
    expect(contextOf(first, 'common')).toEqual({
      guestia_id: guestiaId,
      premium_state_id: 'not_active',
      market,
      marker: '123456.abc',
      language,
      currency,
      split_test_version: null,
      platform: 'web_desktop',
      page_rendered_by: 'server',
      flags: expect.objectContaining({ 'web-exp-search-sorting': { variant_key: expect.any(String), segment_id: expect.any(Number) } }),
    });

    await page.getByTestId('header-nav').locator('a[href="/guides"]').click();
    await expect(page).toHaveURL(brandUrl(brand, '/guides'));
    const views = pageViews(await waitForEvents(request, guestiaId, (events) => pageViews(events).length === 2, 'a page view of the guides page'));
    expect(views[1]!.url).toBe(brandUrl(brand, '/guides'));
    expect(contextOf(views[1]!, 'page')).toEqual({ name: 'guides', kind: 'guides' });
    expect(contextOf(views[1]!, 'common')).toMatchObject({ page_rendered_by: 'client', marker: '123456.abc' });
  });
}

test('web vitals arrive after the page is hidden, rated by the spec’s thresholds', async ({ page, context, request }) => {
  await page.goto(brandUrl('WA', '/'));
  await waitForApp(page);
  const guestiaId = await visitorId(context);
  // An input gives INP and FID something to measure (INP only counts interactions over 40 ms, so it may not come).
  await page.getByTestId('region-settings').click();
  await page.keyboard.press('Escape');
  await waitForEvents(request, guestiaId, (events) => pageViews(events).length === 1, 'the page view first');
  // The vitals' observers start in an idle period of their own.
  await expect(page.locator('html[data-web-vitals="on"]')).toHaveCount(1);
  expect(vitals(await waitForEvents(request, guestiaId, () => true, 'events so far')).map((event) => event.unstruct!.data.label)).not.toContain('CLS');

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const events = vitals(
    await waitForEvents(
      request,
      guestiaId,
      (stored) => ['LCP', 'CLS', 'FCP', 'TTFB'].every((name) => vitals(stored).some((event) => event.unstruct!.data.label === name)),
      'LCP, CLS, FCP and TTFB events',
    ),
  );
  for (const event of events) {
    expect(event.unstruct!.data).toMatchObject({ category: 'performance', action: 'web_vital', service: 'wayaround-web', guestiaId, is_selene: true });
    expect(['good', 'needs-improvement', 'poor']).toContain(event.unstruct!.data.rating);
    expect(typeof event.unstruct!.data.value).toBe('number');
  }
  expect(events.find((event) => event.unstruct!.data.label === 'CLS')!.unstruct!.data).toMatchObject({ rating: 'good' });
});
