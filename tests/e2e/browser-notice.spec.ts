import { Linter } from 'eslint';
import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl, type BrandCode } from './support/brands';
import { saveScreenshot } from './support/screenshots';

const noticeChunk = /\/assets\/notice-[\w-]+\.js$/;

/** Console errors, uncaught exceptions and notice chunk requests of a page. */
function watch(page: Page) {
  const errors: string[] = [];
  const noticeRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (noticeChunk.test(new URL(request.url()).pathname)) noticeRequests.push(request.url());
  });
  return { errors, noticeRequests };
}

async function expectNotice(page: Page, brand: BrandCode, { title, text, missing }: { title: string; text: RegExp; missing: string }) {
  const notice = page.getByTestId('browser-notice');
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(notice).toContainText(text);
  await expect(page.locator('html')).toHaveAttribute('data-browser', 'unsupported');
  await expect(page.locator('html')).toHaveAttribute('data-browser-missing', missing);
  // The server-rendered page, whose controls would not work, is gone; the brand's logo stays.
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('brand-logo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await saveScreenshot(page, `browser-notice-${brand}`);
}

test('a browser without Intl.DisplayNames gets the notice in Russian on Aviasmart instead of the page', async ({ page }) => {
  await page.addInitScript(() => delete (Intl as { DisplayNames?: unknown }).DisplayNames);
  const { errors, noticeRequests } = watch(page);
  await page.goto(brandUrl('AS', '/'));
  await expectNotice(page, 'AS', { title: 'Ваш браузер не поддерживается', text: /Обновите его или откройте сайт в свежей версии Chrome/, missing: 'intl' });
  expect(noticeRequests).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a browser without Object.hasOwn gets the notice in English on WayAround', async ({ page }) => {
  await page.addInitScript(() => delete (Object as { hasOwn?: unknown }).hasOwn);
  const { errors } = watch(page);
  await page.goto(brandUrl('WA', '/'));
  await expectNotice(page, 'WA', { title: 'Your browser is not supported', text: /Please update your browser/, missing: 'es2022' });
  expect(errors).toEqual([]);
});

test('a browser that cannot parse the bundle gets the notice once the page has loaded', async ({ page }) => {
  // Syntax this browser does not know, as an older one would find in the entry chunk.
  await page.route(/\/assets\/entry-client-[\w-]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'class A { static { #broken } }' }));
  await page.goto(brandUrl('AS', '/search/MOW1012IST1'));
  await expect(page.getByTestId('browser-notice')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-browser-missing', 'syntax');
});

test('a supported browser never downloads the notice', async ({ page }) => {
  const { errors, noticeRequests } = watch(page);
  await page.goto(brandUrl('WA', '/'));
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).not.toHaveAttribute('data-browser', 'unsupported');
  expect(noticeRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('the notice chunk imports nothing and parses in browsers older than the build target', async ({ request }) => {
  const html = await (await request.get(brandUrl('AS', '/'))).text();
  const src = /<script id="browser-check" nonce="[^"]+" data-notice="([^"]+)">/.exec(html)?.[1];
  expect(src).toMatch(noticeChunk);
  const chunk = await (await request.get(brandUrl('AS', src))).text();
  // ES2017: the first browsers with ES modules (Chrome 61, Safari 11, Firefox 60) parse that much.
  const problems = new Linter().verify(chunk, { languageOptions: { ecmaVersion: 2017, sourceType: 'module' } });
  expect(problems.filter((problem) => problem.fatal)).toEqual([]);
  expect(chunk).not.toMatch(/(^|[;}])\s*import\b|\bimport\(/);
});
