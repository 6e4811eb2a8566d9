import { expect, test, type Page } from './support/test';
import { brandCodes, brandUrl } from './support/brands';
import { watchConsole } from './support/console';
import { languageHomes, languageQuery } from './support/languages';
import { countRendersAfterHydration, rendersAfterHydration } from './support/renders';
import { messagesOf } from './support/messages';
import { sampleSearchPath } from './support/route-samples';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 13 item 5: the server's HTML is what the browser renders, in every UI language. Node's ICU and
 * Chromium's write some dates and numbers differently; on a mismatch React 19 logs error #418 (text),
 * #423 (recovered by client rendering) or #425 (text content) and throws the server's HTML away.
 */
const hydrationProblem = /hydrat|error #4(18|19|20|21|22|23|25)\b|did not match|server rendered/i;

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && hydrationProblem.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => hydrationProblem.test(`${error.message} ${error.stack ?? ''}`) && problems.push(error.message));
  return problems;
}

/**
 * Waits until hydration had its chance to complain: the app marks the page hydrated right after
 * `hydrateRoot`, whose work and recoverable errors come in the tasks after it. Content pages ship
 * no app to hydrate (it renders over them only on an in-app navigation); for them the wait ends
 * with the page's load and an idle moment.
 */
async function settle(page: Page, mustHydrate: boolean) {
  await page.waitForLoadState('load');
  if (mustHydrate) await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const idle = () => requestIdleCallback(() => done(), { timeout: 2_000 });
        requestAnimationFrame(() => setTimeout(idle, 0));
      }),
  );
}

const pages = [
  { name: 'a results page', path: sampleSearchPath, mustHydrate: true },
  { name: 'a route page', path: () => '/routes/MOW/IST', mustHydrate: false },
];

/** Languages whose main page is also looked at on a phone: long words (ka), another script (th), and the brands' own. */
const laidOut = new Set(['ru', 'en', 'ka', 'th']);

// One page per language goes through the main page, a results page and a route page: each is
// rendered by the server in the language and hydrated without a mismatch.
for (const [language, { brand }] of Object.entries(languageHomes)) {
  test(`${language}: the main page renders without errors, and it, a results page and a route page hydrate without a mismatch`, async ({ page }) => {
    const messages = messagesOf(language);
    const problems = watchHydration(page);
    const errors = watchConsole(page);

    const home = brandUrl(brand, `/?${languageQuery(language)}`);
    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await settle(page, true);
    await expect(page.locator('h1')).toHaveText(messages['home.heading']!);
    await expect(page.getByRole('button', { name: messages['search.submit'] })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${messages['home.title']}`));
    expect(problems, home).toEqual([]);
    expect(errors, home).toEqual([]);
    if (laidOut.has(language)) {
      // Long words keep the layout: nothing sticks out sideways, on a desktop or a phone.
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${language} at ${width}px`).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `locale-main-${language}${width < 600 ? '-mobile' : ''}`);
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    for (const { name, path, mustHydrate } of pages) {
      const url = brandUrl(brand, `${path()}?${languageQuery(language)}`);
      await page.goto(url);
      await expect(page.locator('html'), name).toHaveAttribute('lang', language);
      await settle(page, mustHydrate);
      expect(problems, `${name}: ${url}`).toEqual([]);
    }
  });
}

// Issue 13 item 4: after hydration the app's start (services, the router's first opening on the
// client, the history), the idle-time services and, on a results page, a whole streamed search
// leave the shell and the search form as React rendered them; each render of them again was one
// long task of the whole page.
const watched = {
  header: { type: 'header' },
  'region picker': { type: 'button', testId: 'region-settings' },
  'search form': { type: 'form', testId: 'search-form' },
};
const none = { header: 0, 'region picker': 0, 'search form': 0 };

for (const brand of brandCodes) {
  test(`${brand}: after hydration the main page and a results page render neither their shell nor their form again`, async ({ page }) => {
    await countRendersAfterHydration(page, watched);
    await page.goto(brandUrl(brand, '/'));
    await settle(page, true);
    // The idle-time services have started: error reporting and web vitals mark the page when they
    // have (the tracker loads in the idle period after them), and one more idle moment passes.
    await expect(page.locator('html[data-error-reporting="on"][data-web-vitals="on"]')).toHaveCount(1);
    await settle(page, true);
    expect(await rendersAfterHydration(page), 'the main page').toEqual(none);

    await page.goto(brandUrl(brand, sampleSearchPath()));
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByTestId('search-progress')).toHaveAttribute('data-finished', 'true');
    await expect(page.getByTestId('ticket').first()).toBeVisible();
    expect(await rendersAfterHydration(page), 'a results page').toEqual(none);
  });
}
