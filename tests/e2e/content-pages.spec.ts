import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { violationsInLayouts, wcagTags } from './support/axe';
import { brandUrl, type BrandCode } from './support/brands';
import { contextOf, visitorId, waitForEvents, type StoredEvent } from './support/collector';
import { messagesOf } from './support/messages';
import { storedErrors } from './support/relay';
import { saveScreenshot } from './support/screenshots';
import { isoInDays as inDays } from './support/clock';

// Content pages (src/product/README.md: Content pages): complete HTML with the content entry
// instead of the app; the search form and the region picker work without JavaScript; the app
// takes over navigation once it has loaded, and a click before that is an ordinary navigation.

const cases = [
  { brand: 'AS', language: 'ru', origin: 'Москва', destination: 'Стамбул', market: 'ru' },
  { brand: 'WA', language: 'en', origin: 'Moscow', destination: 'Istanbul', market: 'us' },
] as const;

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
const pageViews = (events: StoredEvent[]) => events.filter((event) => event.e === 'pv');

/** Marks the document, so that a later check tells whether a navigation replaced it. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { e2eDocument?: boolean }).e2eDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { e2eDocument?: boolean }).e2eDocument === true);

/** The content entry's own scripts: all a content page may load before it is idle. */
const contentEntryScripts = /\/(entry-content|first|rolldown-runtime)-/;

/** The paths of the scripts whose fetch started before the page's performance entry `name`. */
const scriptsBefore = (page: Page, name: string) =>
  page.evaluate((name) => {
    const time = performance.getEntriesByName(name)[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < time && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  }, name);

for (const { brand, language, origin, destination, market } of cases) {
  const t = messagesOf(language);

  test.describe(`${brand} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the route page’s search form reaches the results page through the server', async ({ page }) => {
      await page.goto(brandUrl(brand, '/routes/MOW/IST'));
      await expect(page.locator('input[name="origin"]')).toHaveValue(origin);
      const depart = inDays(20);
      await page.locator('input[name="departDate"]').fill(depart);
      await page.getByTestId('search-form').getByRole('button', { name: t['search.submit'] }).click();
      await expect(page).toHaveURL(brandUrl(brand, `/search/MOW${ddmm(depart)}IST1`));
      await expect(page.locator('input[name="destination"]')).toHaveValue(destination);
    });

    test('a form with problems comes back with them, as it was typed', async ({ page }) => {
      await page.goto(brandUrl(brand, '/routes/MOW/IST'));
      await page.locator('input[name="origin"]').fill('Qxqxqx');
      await page.locator('input[name="departDate"]').fill('2020-01-01');
      await page.getByTestId('search-form').getByRole('button', { name: t['search.submit'] }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/routes/MOW/IST' && url.searchParams.has('formErrors'));
      await expect(page.locator('input[name="origin"]')).toHaveValue('Qxqxqx');
      await expect(page.locator('input[name="destination"]')).toHaveValue(destination);
      await expect(page.locator('input[name="departDate"]')).toHaveValue('2020-01-01');
      await expect(page.getByText(t['search.error.origin']!)).toBeVisible();
      await expect(page.getByText(t['search.error.pastDate']!)).toBeVisible();
    });

    test('the region picker changes the currency and the page remembers it', async ({ page }) => {
      await page.goto(brandUrl(brand, '/faq'));
      await page.getByTestId('region-settings').click();
      const form = page.locator('form[action="/settings"]');
      await expect(form).toBeVisible();
      const other = await form
        .locator('select[name="currency"] option')
        .evaluateAll(
          (options, current) => options.map((option) => (option as HTMLOptionElement).value).find((value) => value !== current),
          await page.locator('html').getAttribute('data-currency'),
        );
      await form.locator('select[name="currency"]').selectOption(other!);
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL((url) => url.pathname === '/faq');
      await expect(page.locator('html')).toHaveAttribute('data-currency', other!);
      await expect(page.locator('html')).toHaveAttribute('data-market', market);
      await page.goto(brandUrl(brand, '/faq'));
      await expect(page.locator('html')).toHaveAttribute('data-currency', other!);
    });
  });

  test(`${brand}: a click on a link 100 ms after load, before the app has taken over, lands on the right page`, async ({ page }) => {
    // The click comes from the page itself, so that its time does not depend on the test runner's.
    await page.addInitScript(() =>
      addEventListener('load', () =>
        setTimeout(() => {
          // Init scripts run on every document: only the first page clicks.
          if (location.pathname !== '/routes/MOW/IST') return;
          sessionStorage.setItem('e2eAppReadyAtClick', document.documentElement.dataset.appReady ?? 'no');
          document.querySelector<HTMLAnchorElement>('[data-testid="footer-nav"] a[href="/faq"]')!.click();
        }, 100),
      ),
    );
    await page.goto(brandUrl(brand, '/routes/MOW/IST'));
    await expect(page).toHaveURL(brandUrl(brand, '/faq'));
    await expect(page.locator('h1')).toHaveText(t['faq.title']!);
    expect(await page.evaluate(() => sessionStorage.getItem('e2eAppReadyAtClick'))).toBe('no');
  });

  test(`${brand}: before it is idle, a content page has loaded the content entry and nothing of the app`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/routes/MOW/IST'));
    await waitForApp(page);
    const scripts = await scriptsBefore(page, 'content-idle');
    expect(scripts.some((path) => /\/entry-content-/.test(path))).toBe(true);
    expect(scripts.filter((path) => !contentEntryScripts.test(path))).toEqual([]);
  });

  test(`${brand}: a content page fetches nothing of the app before its first contentful paint`, async ({ page }) => {
    // The browser can be idle before it has presented the page's first frame: a fetch that starts
    // then is one the page's first paint (and Lighthouse's simulated LCP) is counted to wait for.
    // Here the browser is idle as soon as the page has loaded, as it can be on a busy machine.
    await page.addInitScript(() => {
      window.requestIdleCallback = (callback) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
    });
    await page.goto(brandUrl(brand, '/routes/MOW/IST'));
    await waitForApp(page);
    const [firstPaint, idle] = await page.evaluate(() =>
      ['first-contentful-paint', 'content-idle'].map((name) => performance.getEntriesByName(name)[0]!.startTime),
    );
    expect(idle).toBeGreaterThanOrEqual(firstPaint!);
    expect((await scriptsBefore(page, 'first-contentful-paint')).filter((path) => !contentEntryScripts.test(path))).toEqual([]);
  });

  test(`${brand}: axe finds nothing on a content page before the app takes over, nor in its region picker`, async ({ page }) => {
    // The app's code never comes: the page stays as the server sent it.
    await page.route('**/assets/start-*.js', (route) => route.abort());
    await page.goto(brandUrl(brand, '/routes/MOW/IST'));
    const violations = await violationsInLayouts(page);
    expect(violations, `axe found ${violations.length} failing nodes:\n${violations.join('\n')}`).toEqual([]);
    await page.getByTestId('region-settings').click();
    await expect(page.locator('form[action="/settings"]')).toBeVisible();
    // The picker's panel, open over the page (which axe would count against the links under it).
    const inPicker = await page.evaluate(async (tags) => {
      const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(
        { include: [['form[action="/settings"]']] },
        { runOnly: { type: 'tag', values: tags } },
      );
      return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }, wcagTags);
    expect(inPicker).toEqual([]);
  });

  test(`${brand}: once the app has loaded, links navigate without reloading the document`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/routes/MOW/IST'));
    await waitForApp(page);
    await markDocument(page);
    await page.getByTestId('footer-nav').locator('a[href="/faq"]').click();
    await expect(page).toHaveURL(brandUrl(brand, '/faq'));
    await expect(page.locator('h1')).toHaveText(t['faq.title']!);
    await expect(page).toHaveTitle(new RegExp(t['faq.title']!));
    // The app runs the page now: its own links and forms work as on any page of the app.
    await page.getByTestId('footer-nav').locator('a[href="/airlines"]').click();
    await expect(page.locator('h1')).toHaveText(t['seo.airlines.title']!);
    expect(await sameDocument(page)).toBe(true);
  });

  test(`${brand}: going to the search form once the app has loaded gives its fields their autocomplete`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/routes/MOW/IST'));
    await waitForApp(page);
    await page.locator('input[name="origin"]').click();
    // The app takes the page over and gives the focus back to its own field.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('input[name="origin"]')).toBeFocused();
    await page.locator('input[name="origin"]').fill(brand === 'AS' ? 'Санкт' : 'Saint P');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(brand === 'AS' ? 'Санкт-Петербург' : 'Saint Petersburg');
    await page.keyboard.press('Enter');
    await expect(page.locator('input[name="origin"]')).toHaveValue(brand === 'AS' ? 'Санкт-Петербург' : 'Saint Petersburg');
  });

  test(`${brand}: a content page stores a page view with every common field`, async ({ page, context, request }) => {
    await page.goto(brandUrl(brand, '/routes/MOW/IST?marker=123456.abc'));
    await waitForApp(page);
    const guestiaId = await visitorId(context);
    const [view] = pageViews(await waitForEvents(request, guestiaId, (events) => pageViews(events).length === 1, 'a page view of the route page'));
    expect(view!.url).toBe(brandUrl(brand, '/routes/MOW/IST?marker=123456.abc'));
    expect(contextOf(view!, 'common')).toEqual({
      guestia_id: guestiaId,
      premium_state_id: 'not_active',
      market,
      marker: '123456.abc',
      language,
      currency: expect.any(String),
      split_test_version: null,
      platform: 'web_desktop',
      page_rendered_by: 'server',
      flags: expect.objectContaining({ 'web-exp-search-sorting': { variant_key: expect.any(String), segment_id: expect.any(Number) } }),
    });
  });
}

// For review: a route page as sent, with the region picker open without JavaScript, and once the app
// has taken it over, at desktop and phone widths (test-results/screenshots/content-*.png).
for (const { brand } of cases) {
  for (const width of [1366, 390]) {
    test(`${brand} at ${width} px: screenshots of a route page without JavaScript and with the app`, async ({ browser }) => {
      const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await bare.newPage();
      await page.goto(brandUrl(brand, '/routes/MOW/IST'));
      await saveScreenshot(page, `content-${brand}-${width}-no-js`);
      await page.getByTestId('region-settings').click();
      await saveScreenshot(page, `content-${brand}-${width}-no-js-region`);
      await bare.close();

      const withApp = await browser.newContext({ viewport: { width, height: 900 } });
      const app = await withApp.newPage();
      await app.goto(brandUrl(brand, '/routes/MOW/IST'));
      await waitForApp(app);
      await saveScreenshot(app, `content-${brand}-${width}-app-ready`);
      await app.locator('input[name="destination"]').click();
      await expect(app.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await saveScreenshot(app, `content-${brand}-${width}-taken-over`);
      await withApp.close();
    });
  }
}

test('an error thrown on a content page before the error SDK loads reaches the relay', async ({ page, request }) => {
  const message = `e2e content boom ${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  await page.goto(brandUrl('AS' satisfies BrandCode, '/faq'));
  // Thrown once the content entry runs: the error SDK is not there (a content page loads it only
  // when there is something to report).
  await expect(page.locator('html')).toHaveAttribute('data-entry', 'running');
  expect(await page.locator('html').getAttribute('data-error-reporting')).toBeNull();
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
  await expect
    .poll(async () => (await storedErrors(request)).some((row) => row.summary === `Error: ${message}`), { timeout: 15_000, message: 'the error at the relay' })
    .toBe(true);
});
