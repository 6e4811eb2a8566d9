import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl, type BrandCode } from './support/brands';

/** Marks the document; the mark survives in-app navigation and disappears on a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { documentMark?: number }).documentMark = 42));
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark === 42);
}

/** The JavaScript files the page has fetched so far, by name without the hash. */
function watchScripts(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const found = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (found) names.add(found[1]!);
  });
  return names;
}

/** Waits until the app took over navigation: hydrated, and the router and history started after it. */
async function hydrated(page: Page) {
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
}

test('links between pages stay in the document, and the title follows the route', async ({ page }) => {
  await page.goto(brandUrl('AS', '/'));
  await hydrated(page);
  await markDocument(page);

  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Гиды' }).click();
  await expect(page).toHaveURL(brandUrl('AS', '/guides'));
  await expect(page.locator('h1')).toHaveText('Путеводители');
  await expect(page).toHaveTitle('Путеводители — Авиасмарт');

  await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL(brandUrl('AS', '/'));
  await expect(page).toHaveTitle('Дешёвые авиабилеты — Авиасмарт');

  await page.goto(brandUrl('AS', '/my'));
  await hydrated(page);
  await markDocument(page);
  await page.getByRole('link', { name: 'Заказы' }).click();
  await expect(page).toHaveURL(brandUrl('AS', '/my/orders'));
  await expect(page.locator('h1')).toHaveText('Заказы');
  await expect(page).toHaveTitle('Заказы — Авиасмарт');
  await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Личный кабинет' }).click();
  await expect(page).toHaveTitle('Личный кабинет — Авиасмарт');
  expect(await sameDocument(page)).toBe(true);
});

test('back and forward restore the page and its scroll position without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 420 });
  await page.goto(brandUrl('WA', '/my'));
  await hydrated(page);
  await markDocument(page);

  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(bottom, 'the page must be taller than the window').toBeGreaterThan(200);
  const position = Math.min(bottom, 300);
  await page.evaluate((y) => window.scrollTo(0, y), position);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(position);

  // A click that does not scroll first, as a reader who scrolled down would click.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href="/my/orders"]')!.click());
  await expect(page.locator('h1')).toHaveText('Orders');
  await expect(page).toHaveTitle('Orders — WayAround');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(brandUrl('WA', '/my'));
  await expect(page.locator('h1')).toHaveText('My account');
  await expect(page).toHaveTitle('My account — WayAround');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(position);

  await page.goForward();
  await expect(page).toHaveURL(brandUrl('WA', '/my/orders'));
  await expect(page.locator('h1')).toHaveText('Orders');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await sameDocument(page)).toBe(true);
});

const availability: { path: string; brand: BrandCode; market: string; status: 200 | 404 }[] = [
  { path: '/map', brand: 'AS', market: 'ua', status: 200 },
  { path: '/map', brand: 'WA', market: 'ua', status: 200 },
  { path: '/map', brand: 'AS', market: 'ru', status: 404 },
  { path: '/map', brand: 'WA', market: 'us', status: 404 },
  { path: '/hotels/search', brand: 'AS', market: 'ru', status: 200 },
  { path: '/hotels/search', brand: 'AS', market: 'kz', status: 404 },
  { path: '/hotels/search', brand: 'WA', market: 'ru', status: 404 },
  { path: '/hotels/search', brand: 'WA', market: 'us', status: 404 },
  { path: '/assistant', brand: 'AS', market: 'ru', status: 200 },
  { path: '/assistant', brand: 'AS', market: 'uz', status: 404 },
  { path: '/assistant', brand: 'WA', market: 'ru', status: 404 },
  { path: '/assistant', brand: 'WA', market: 'us', status: 404 },
];

// One page goes through the table: each case is a page load of its own, with its own market.
test('pages open where their brand and market have them and answer 404 with the not-found page elsewhere', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const { path, brand, market, status } of availability) {
    await test.step(`${path} for ${brand} in market ${market} answers ${status}`, async () => {
      const response = await page.goto(brandUrl(brand, `${path}?market=${market}`));
      expect(response?.status()).toBe(status);
      await hydrated(page);
      if (status === 404) {
        await expect(page.getByTestId('not-found')).toBeVisible();
      } else {
        await expect(page.getByTestId('not-found')).toHaveCount(0);
        await expect(page.locator('h1')).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }
});

test('each screen’s chunk is fetched only when its route opens', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto(brandUrl('AS', '/'));
  await hydrated(page);
  expect(scripts.has('main-page')).toBe(true);
  for (const chunk of ['guides-page', 'account-page', 'orders-page', 'map-page', 'city-to-city-page', 'faq-page']) {
    expect(scripts.has(chunk), chunk).toBe(false);
  }

  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Гиды' }).click();
  await expect(page.locator('h1')).toHaveText('Путеводители');
  expect(scripts.has('guides-page')).toBe(true);
  expect(scripts.has('account-page')).toBe(false);

  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Отели' }).click();
  await expect(page.locator('h1')).toHaveText('Отели');
  expect(scripts.has('hotels-search-page')).toBe(true);
  expect(scripts.has('hotel-page')).toBe(false);
  expect(scripts.has('account-page')).toBe(false);
});

test('an SEO page is complete without JavaScript and fills the search form', async ({ browser, page }) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await withoutScripts.newPage();
  await bare.goto(brandUrl('WA', '/routes/mow/ist'));
  await expect(bare.locator('h1')).toHaveText('Flights Moscow – Istanbul');
  await expect(bare.getByTestId('route-codes')).toHaveText('MOW → IST');
  await expect(bare.locator('input[name="origin"]')).toHaveValue('Moscow');
  await withoutScripts.close();

  await page.goto(brandUrl('WA', '/routes/mow/ist'));
  await expect(page).toHaveTitle('Flights Moscow – Istanbul — WayAround');
  await expect(page.locator('h1')).toHaveText('Flights Moscow – Istanbul');
  await expect(page.locator('input[name="origin"]')).toHaveValue('Moscow');
  await expect(page.locator('input[name="destination"]')).toHaveValue('Istanbul');
});

test('a market path prefix stays on the visit’s links', async ({ page }) => {
  await page.goto(brandUrl('AS', '/kz/guides'));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-market', 'kz');
  await markDocument(page);
  const home = page.getByTestId('breadcrumbs').getByRole('link').first();
  await expect(home).toHaveAttribute('href', '/kz');
  await home.click();
  await expect(page).toHaveURL(brandUrl('AS', '/kz'));
  await expect(page.locator('h1')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('changing the market away from one that has the page goes to the main page', async ({ page }) => {
  await page.goto(brandUrl('AS', '/map?market=ua'));
  await hydrated(page);
  await page.getByTestId('region-settings').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('select[name="market"]').selectOption('ru');
  await dialog.locator('button[type="submit"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('market') === 'ru');
  await expect(page.locator('html')).toHaveAttribute('data-market', 'ru');
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});
