import { expect, test } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl, type BrandCode } from './support/brands';
import { languageQuery } from './support/languages';
import { messagesOf } from './support/messages';
import { saveScreenshot } from './support/screenshots';
import { isoInDays } from './support/clock';
import { runSearch } from './support/searches';

// The "flights from {city}" page: where to fly from the city, cheapest first, each with its route
// page and the search of the day its lowest fare was found. Complete from the server.

const cases: { brand: BrandCode; language: string; istanbul: string; query: string }[] = [
  { brand: 'AS', language: 'ru', istanbul: 'Стамбул', query: '' },
  { brand: 'WA', language: 'en', istanbul: 'Istanbul', query: '' },
  // Kazakh names fall back to Russian (the region's language) where the data has no Kazakh one.
  { brand: 'AS', language: 'kk', istanbul: 'Стамбул', query: `?${languageQuery('kk')}` },
];

const destinations = 'main [data-testid="destinations"] > li';

for (const { brand, language, istanbul, query } of cases) {
  const t = messagesOf(language);
  const fromPrice = new RegExp(`^${t['seo.from.price']!.replace('{price}', '.*\\d.*')}$`);

  test(`${brand} ${language} without JavaScript: the destinations come from the server with prices and dates`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(brandUrl(brand, `/routes/MOW${query}`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const items = page.locator(destinations);
    expect(await items.count()).toBeGreaterThanOrEqual(5);
    const first = items.first();
    await expect(first.locator('a').last()).toHaveAttribute('href', /^\/search\/MOW\d{4}[A-Z]{3}1$/);
    await expect(first.locator('a').first()).toHaveAttribute('href', /^\/routes\/MOW\/[A-Z]{3}$/);
    await expect(first.locator('a').last().locator('span').first()).toHaveText(fromPrice);
    await expect(page.locator(destinations, { hasText: istanbul })).toHaveCount(1);
    await expect(page.getByText(t['seo.from.fares']!)).toBeVisible();

    // The route page, still without JavaScript: its month prices (a search run first puts one in the
    // price index), the route's facts and related routes, all from the server.
    const seeded = { origin: 'MOW', destination: 'LED', departDate: isoInDays(40), passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' };
    expect((await page.request.post(brandUrl('AS', '/api/search/v1/searches'), { data: seeded })).status()).toBe(201);
    await page.goto(brandUrl(brand, `/routes/MOW/LED${query}`));
    const months = page.getByTestId('route-months').locator('tbody tr');
    expect(await months.count()).toBeGreaterThanOrEqual(1);
    await expect(months.first().locator('a')).toHaveAttribute('href', /^\/search\/MOW\d{4}LED1$/);
    // The price's basis: its age and how many searches it rests on.
    await expect(months.first().locator('td').last()).toContainText(/\d/);
    const facts = page.getByTestId('route-facts');
    await expect(facts).toContainText(t['seo.route.distance']!);
    await expect(facts).toContainText(t['seo.route.airlines']!);
    await expect(page.getByTestId('route-related').locator('a[href="/routes/LED/MOW"]')).toHaveCount(1);
    // For search engines: one address, its languages, the trail as structured data.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/routes\/MOW\/LED$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBeGreaterThanOrEqual(2);
    const trail = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2 }, { position: 3 }] });

    // Flights from the city to a country: the country's cities with their prices, the seeded one among them.
    await page.goto(brandUrl(brand, `/routes/MOW/RU${query}`));
    const toCountry = page.getByTestId('country-routes');
    await expect(toCountry.locator('a[href="/routes/MOW/LED"]')).toHaveCount(1);
    await expect(toCountry.locator('li').first()).toContainText(/\d/);

    // The city page: where to fly from the city and where travellers fly to it from.
    await page.goto(brandUrl(brand, `/cities/LED${query}`));
    await expect(page.getByTestId('city-to').locator('a[href="/routes/MOW/LED"]')).toHaveCount(1);
    await context.close();
  });
}

for (const brand of ['AS', 'WA'] as const) {
  const t = messagesOf(brand === 'AS' ? 'ru' : 'en');

  test(`${brand}: a destination's fare opens the search of its day, its name the route page`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/routes/MOW'));
    await waitForApp(page);
    const first = page.locator(destinations).first();
    // For review (axe covers this page with every route: accessibility.spec.ts).
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `destinations-${brand}-${width}`);
    }
    const searchPath = await first.locator('a').last().getAttribute('href');
    const routePath = await first.locator('a').first().getAttribute('href');
    await first.locator('a').first().click();
    await expect(page).toHaveURL(brandUrl(brand, routePath!));
    await page.goBack();
    await page.locator(destinations).first().locator('a').last().click();
    await expect(page).toHaveURL(brandUrl(brand, searchPath!));
    await expect(page.getByTestId('ticket').first()).toBeVisible({ timeout: 15_000 });
  });

  test(`${brand}: prices that cannot be loaded say so and load again on request`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/routes/MOW/IST'));
    await waitForApp(page);
    await page.route('**/v1/prices/destinations?*', (route) => route.abort());
    // In the app now: the page asks for the destinations from the browser.
    await page.locator('nav a[href="/routes/MOW"]').click();
    await expect(page.getByRole('alert')).toHaveText(t['seo.from.failed']!);
    await page.unroute('**/v1/prices/destinations?*');
    await page.getByRole('button', { name: t['seo.from.retry'] }).click();
    await expect(page.locator(destinations).first()).toBeVisible();
  });
}

// The main page's trip ideas come from the price index, which learns from every search: a search
// run first puts its trip there, and the idea's card leads back to a search showing the same price.
const homes = { AS: { origin: 'MOW', destination: 'LED' }, WA: { origin: 'NYC', destination: 'CHI' } } as const;
for (const brand of ['AS', 'WA'] as const) {
  const { origin, destination } = homes[brand];
  test(`${brand}: a round-trip idea within a budget opens its prefilled search at the card's price`, async ({ page }) => {
    const depart = isoInDays(30);
    await runSearch(page, brand, { origin, destination, departDate: depart, returnDate: isoInDays(37) });
    await page.goto(brandUrl(brand, '/'));
    await waitForApp(page);
    // The highest budget, by keyboard: every chip is a button in the tab order.
    const budgets = page.getByRole('group').getByRole('button');
    await budgets.last().focus();
    await page.keyboard.press('Enter');
    await expect(budgets.last()).toHaveAttribute('aria-pressed', 'true');
    const card = page
      .getByTestId('ideas')
      .getByTestId('idea')
      .filter({ hasText: new RegExp(`^${destination}`) });
    await expect(card).toHaveCount(1);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `ideas-${brand}-${width}`);
    }
    const price = (await card.getByTestId('idea-price').textContent())!.replace(/\D/g, '');
    await expect(card.getByTestId('idea-age')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/search/${origin}\\d{4}${destination}\\d{4}1$`));
    await expect(page.getByTestId('ticket').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 20_000 });
    // The cheapest first (the results show a page of tickets at a time); the headline's own text,
    // without the line saying whom it covers.
    await page.getByTestId('sort-cheapest').click();
    await expect(page.getByTestId('sort-cheapest')).toHaveAttribute('aria-checked', 'true');
    const cheapest = await page
      .getByTestId('ticket-price')
      .first()
      .evaluate((node) => node.firstChild!.textContent!.replace(/\D/g, ''));
    expect(Number(cheapest)).toBe(Number(price));
  });
}

test('every page the sitemaps list answers 200, and robots.txt names the sitemap', async ({ request }) => {
  const text = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    return response.text();
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(await text(brandUrl('AS', '/robots.txt'))).toContain(`Sitemap: ${brandUrl('AS', '/sitemap.xml')}`);
  const sitemaps = locs(await text(brandUrl('AS', '/sitemap.xml')));
  expect(sitemaps.length).toBeGreaterThanOrEqual(1);
  const pages = (await Promise.all(sitemaps.map(async (sitemap) => locs(await text(sitemap))))).flat();
  expect(pages).toContain(brandUrl('AS', '/airlines'));
  for (const page of pages) expect((await request.get(page)).status(), page).toBe(200);
});

test('AS without JavaScript: "anywhere" typed as the destination opens the origin’s destinations', async ({ browser }) => {
  const t = messagesOf('ru');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(brandUrl('AS', '/routes/LED/IST'));
  await page.locator('input[name="destination"]').fill(t['search.anywhere']!);
  await page.locator('input[name="departDate"]').fill(isoInDays(20));
  await page.getByTestId('search-form').getByRole('button', { name: t['search.submit'] }).click();
  await expect(page).toHaveURL(brandUrl('AS', '/routes/LED'));
  expect(await page.locator(destinations).count()).toBeGreaterThanOrEqual(5);
  await context.close();
});

// The reference pages, as a crawler gets them: no JavaScript, every kind with its content, codes
// moving to the slug's address and unknown names answering 404.
const referenceCases: { brand: BrandCode; language: string; query: string }[] = [
  { brand: 'AS', language: 'ru', query: '' },
  { brand: 'WA', language: 'en', query: '' },
  { brand: 'AS', language: 'kk', query: `?${languageQuery('kk')}` },
  { brand: 'WA', language: 'kk', query: `?${languageQuery('kk')}` },
];
for (const { brand, language, query } of referenceCases) {
  test(`${brand} ${language} without JavaScript: the reference pages have their content, codes move to slugs, unknown names are 404`, async ({ browser }) => {
    const t = messagesOf(language);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const open = async (path: string, status = 200) => {
      const response = await page.goto(brandUrl(brand, `${path}${query}`));
      expect(response?.status(), path).toBe(status);
      if (status === 200) await expect(page.locator('html')).toHaveAttribute('lang', language);
    };
    for (const section of ['airlines', 'airports', 'countries', 'cities']) {
      await open(`/${section}`);
      expect(await page.getByTestId('catalogue').locator('li').count(), section).toBeGreaterThan(10);
    }
    await expect(page.getByTestId('catalogue').locator('a[href="/cities/istanbul"]')).toHaveCount(1);

    // A code answers 301 to the slug's address, keeping the query.
    await open('/airlines/SU');
    expect(new URL(page.url()).pathname).toBe('/airlines/aeroflot');
    expect(new URL(page.url()).search).toBe(query);
    await expect(page.getByTestId('airline-facts')).toContainText(t['seo.airline.alliance']!);
    expect(await page.getByTestId('airline-routes').locator('tbody tr').count()).toBeGreaterThan(5);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const airline = ld.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Airline');
    expect(airline).toMatchObject({ iataCode: 'SU', url: expect.stringMatching(/^https?:\/\/[^/]+\/airlines\/aeroflot$/) });
    const trail = ld.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement[1].item).toMatch(/^https?:\/\/[^/]+\/airlines$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/airlines\/aeroflot$/);

    await open('/airports/LED');
    expect(new URL(page.url()).pathname).toBe('/airports/pulkovo');
    await expect(page.getByTestId('airport-facts').locator('a[href="/cities/saint-petersburg"]')).toHaveCount(1);
    expect(await page.getByTestId('airport-carriers').locator('a').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('airport-routes').locator('tbody tr').count()).toBeGreaterThan(3);

    await open('/countries/TR');
    expect(new URL(page.url()).pathname).toBe('/countries/turkey');
    await expect(page.getByTestId('country-cities').locator('a[href="/cities/istanbul"]')).toHaveCount(1);

    await open('/cities/MOW');
    expect(new URL(page.url()).pathname).toBe('/cities/moscow');
    await expect(page.getByTestId('city-facts').locator('a[href="/airports/sheremetyevo"]')).toHaveCount(1);

    await open('/flights/SU1746');
    expect(await page.getByTestId('flight-legs').locator('tbody tr').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('flight-legs').locator('a[href^="/routes/MOW/LED"]')).toHaveCount(1);

    for (const unknown of ['/airlines/no-such-airline', '/airports/QQQ', '/countries/ZZ', '/cities/atlantis', '/flights/SU9']) {
      await open(unknown, 404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
    await context.close();
  });
}

// axe checks every reference page in both brands and themes with the route table (accessibility.spec.ts).
for (const brand of ['AS', 'WA'] as const) {
  test(`${brand}: an airline's routes are reached by keyboard`, async ({ page }) => {
    // The routes table's links are reached by Tab like any other.
    await page.goto(brandUrl(brand, '/airlines/aeroflot'));
    const first = page.getByTestId('airline-routes').locator('a').first();
    for (let i = 0; i < 200 && !(await first.evaluate((link) => link === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
  });
}
