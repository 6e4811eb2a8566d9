import { expect, test } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl } from './support/brands';
import { saveScreenshot } from './support/screenshots';
import { isoInDays } from './support/clock';
import { tabTo } from './support/keyboard';
import { runSearch } from './support/searches';

// The price map of the Ukrainian market: the price index's destinations from Kyiv drawn on the
// server's world map. A search run first puts its trip in the index; the map, filtered to direct
// flights, shows it, zooms by keyboard and opens its prefilled search.

for (const brand of ['AS', 'WA'] as const) {
  test(`${brand}: on /ua/map a direct destination zooms by keyboard and opens its search`, async ({ page }) => {
    await runSearch(page, brand, { origin: 'IEV', destination: 'IST', departDate: isoInDays(30) });
    // The index writes what a search found once the search has finished, for each card and for any
    // and non-stop tickets: the map asks for one card, first for any tickets, then for non-stop ones.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const asks = ['ru_card', 'ww_card'].flatMap((cards) => ['false', 'true'].map((direct) => `origin=IEV&cards=${cards}&direct=${direct}&limit=100`));
            const answers = await Promise.all(asks.map(async (query) => (await fetch(`/api/explore/v1/destinations?${query}`)).json()));
            return answers.every((answer: { fares: { destination: { code: string } }[] }) => answer.fares.some((fare) => fare.destination.code === 'IST'));
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    const response = await page.goto(brandUrl(brand, '/ua/map'));
    // The server draws the map: it is there before the app has loaded. (Its render keeps the index's
    // answers for five minutes, as a shared cache would: the seeded trip may show only once asked again.)
    expect(await response!.text()).toContain('data-testid="price-map"');
    await waitForApp(page);
    const map = page.getByTestId('price-map');
    const istanbul = map.locator('[data-testid="map-destination"][data-code="IST"]');
    const world = await page.evaluate(async () => {
      const answer = await fetch('/api/explore/v1/world.svg');
      return { type: answer.headers.get('content-type'), body: await answer.text() };
    });
    expect(world.type).toContain('image/svg+xml');
    expect(world.body).toMatch(/^<svg [^>]*viewBox="0 0 960 500"/);

    // Direct flights only: every destination left is non-stop, Istanbul among them.
    const directAnswer = page.waitForResponse((answer) => answer.url().includes('/v1/destinations') && answer.url().includes('direct=true'));
    await page.locator('main input[type="checkbox"]').first().check();
    await directAnswer;
    await expect(map).toHaveAttribute('data-stale', 'false');
    await expect(istanbul).toBeVisible();
    const list = page.getByTestId('map-list').getByRole('listitem');
    expect(await list.count()).toBe(await map.getByTestId('map-destination').count());

    // Zoom by keyboard: Tab to the map; 0 fits it to the destinations shown, + twice zooms in, 0 fits again.
    const viewport = map.getByRole('group');
    await tabTo(page, viewport, 60);
    await page.keyboard.press('0');
    const fitted = Number(await map.getAttribute('data-zoom'));
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(fitted);
    await page.keyboard.press('0');
    await expect(map).toHaveAttribute('data-zoom', fitted.toFixed(2));

    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `price-map-${brand}-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    // Istanbul's dot, reached by keyboard from the map, opens its search.
    await istanbul.focus();
    await page.keyboard.press('Enter');
    // The day of the lowest fare the index knows, which may be another search's.
    await expect(page).toHaveURL(/\/search\/IEV\d{4}IST1$/);
    await expect(page.getByTestId('ticket').first()).toBeVisible({ timeout: 20_000 });
  });
}
