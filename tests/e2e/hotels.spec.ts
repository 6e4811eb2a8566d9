import { expect, test } from './support/test';
import { waitForApp } from './support/app';
import { expectNoViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { isoInDays } from './support/clock';
import { watchConsole } from './support/console';
import { saveScreenshot } from './support/screenshots';
import type { Locator, Page } from './support/test';

// Hotels (issue 31): a search in Saint Petersburg streamed and filtered, shown on the map and back,
// a hotel's page with every site's rates at the list's prices and its place on the map; and the
// pages only where the flight brand sells in market ru.

/** The map's code (MapLibre's chunk, worker and stylesheet): never part of a page's start. */
const mapCode = /\/assets\/maplibre-/;

/** Screenshots of the screen from `top` down at 1366 and 390 px (a full page is the whole list), left at 1366 px. */
async function saveViewAtBothWidths(page: Page, top: Locator, name: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await top.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await saveScreenshot(page, `${name}-${width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** An element's box once it has stopped moving (a map's camera settles after a resize). */
async function settledBox(element: Locator) {
  let last = JSON.stringify(await element.boundingBox());
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await element.boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** The search's map, shown and back: the list's hotels, a card's focus lighting its marker, all by keyboard too. */
async function showOnMap(page: Page, mapRequests: string[]) {
  expect(mapRequests, 'the map loads only when shown').toEqual([]);
  // The axe run before left the page in its last layout (a phone, dark).
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('group', { name: 'Показать результаты' }).getByRole('button', { name: 'На карте' }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-ready', 'true');
  expect(mapRequests.some((url) => url.endsWith('.js'))).toBe(true);

  // Every marker is a hotel of the list (the map follows the filters), and a card's focus lights it.
  const list = page.getByTestId('hotel-list');
  const markers = map.getByTestId('map-marker');
  await expect(markers.first()).toBeVisible();
  for (const id of await markers.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-hotel')))) {
    await expect(list.locator(`[data-hotel="${id}"]`)).toHaveCount(1);
  }
  const id = (await markers.first().getAttribute('data-hotel'))!;
  // Markers come and go as the camera moves: this one is named by its hotel.
  const marker = map.locator(`[data-testid="map-marker"][data-hotel="${id}"]`);
  await expect(marker).toHaveAccessibleName(/^.+: [\d\s ]+₽$/);
  await list.locator(`[data-hotel="${id}"]`).getByRole('link').focus();
  await expect(marker).toHaveAttribute('data-highlighted', 'true');
  await saveViewAtBothWidths(page, page.getByTestId('hotels-layout'), 'hotels-map');

  // The keyboard: the map moves with the arrows; a cluster opens with Enter, focus going on to one
  // of its hotels; a marker's Enter brings its card's link into focus.
  // (After the screenshots' resizes the map has fitted its hotels again: measure once it is still.)
  const centre = map.getByRole('img', { name: 'Центр города' });
  const before = await settledBox(centre);
  await page.getByRole('region', { name: 'Карта отелей: Санкт-Петербург' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await centre.boundingBox())?.x).toBeGreaterThan(before.x);
  const cluster = map.getByTestId('map-cluster').first();
  if ((await cluster.count()) > 0) {
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('data-testid', /^map-(marker|cluster)$/);
  }
  const chosenId = (await map.getByTestId('map-marker').first().getAttribute('data-hotel'))!;
  await map.locator(`[data-testid="map-marker"][data-hotel="${chosenId}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(list.locator(`[data-hotel="${chosenId}"]`).getByRole('link')).toBeFocused();

  // On a phone the map takes the list's place; a marker shows its hotel's card under the map.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list).toBeHidden();
  await expect(map.getByTestId('map-marker').first()).toBeVisible();
  const phoneId = (await map.getByTestId('map-marker').first().getAttribute('data-hotel'))!;
  await map.locator(`[data-testid="map-marker"][data-hotel="${phoneId}"]`).click();
  const card = page.getByRole('region', { name: 'Выбран на карте' }).getByTestId('hotel-card');
  await expect(card).toHaveAttribute('data-hotel', phoneId);
  await expect(card.getByRole('link')).toBeFocused();
  await page.setViewportSize({ width: 1366, height: 900 });

  await expectNoViolations(page);

  // Back and forward keep the layout (it is in the address), and the switch goes back to the list.
  await page.goBack();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(map).toHaveCount(0);
  await page.goForward();
  await expect(page.getByTestId('map')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Списком' }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByTestId('map')).toHaveCount(0);
  await expect(list.getByTestId('hotel-card').first()).toBeVisible();
}

test('a traveller finds a 4+ star hotel with free cancellation in Saint Petersburg, sees it on the map and its rates', async ({ page }) => {
  const checkIn = isoInDays(14);
  const checkOut = isoInDays(16);
  const mapRequests: string[] = [];
  page.on('request', (request) => void (mapCode.test(request.url()) && mapRequests.push(request.url())));
  await page.goto(brandUrl('AS', '/hotels/search'));
  await waitForApp(page);

  await page.getByRole('combobox', { name: 'Город или отель' }).fill('Санкт-Петер');
  await page.getByRole('option').filter({ hasText: 'LED' }).first().click();
  await page.getByLabel('Заезд').fill(checkIn);
  await page.getByLabel('Выезд').fill(checkOut);
  await page.getByRole('button', { name: 'Найти отели' }).click();

  await expect(page).toHaveURL(new RegExp(`city=LED.*check_in=${checkIn}&check_out=${checkOut}`));
  await expect(page.getByTestId('hotels-progress')).toHaveAttribute('data-finished', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('best-offer-rule')).toBeVisible();
  await expect(page.getByTestId('hotel-card').first()).toContainText('за 2 ночи');

  const filters = page.getByTestId('hotel-filters');
  await filters.getByRole('checkbox', { name: /^4 звезды/ }).check();
  await expect(page).toHaveURL(/stars=4/);
  await filters.getByRole('checkbox', { name: /^5 звёзд/ }).check();
  await expect(page).toHaveURL(/stars=4(,|%2C)5/);
  await filters.getByRole('checkbox', { name: /^Бесплатная отмена/ }).check();
  await expect(page).toHaveURL(/free_cancellation=true/);
  await expect(page.getByTestId('hotels-progress')).toHaveAttribute('data-finished', 'true');

  const cards = page.getByTestId('hotel-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.and(page.locator('[data-stars="1"], [data-stars="2"], [data-stars="3"], [data-free-cancellation="false"]'))).toHaveCount(0);

  // The route table's axe run sees the empty form; the list and its filters are checked here.
  await expectNoViolations(page);
  await showOnMap(page, mapRequests);

  const first = cards.first();
  const name = (await first.getByRole('heading').textContent())!;
  const price = (await first.getByTestId('hotel-price').textContent())!;
  await first.getByRole('link').click();

  await expect(page).toHaveURL(/\/hotels\/LED-\d+\?.*search_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.getByTestId('hotel-rate').first()).toBeVisible();
  // The list's best offer is one of the page's rates, at the same total.
  await expect(page.getByTestId('hotel-rate').filter({ hasText: price }).first()).toBeAttached();
  // Its place on the map, loaded as the section comes into view.
  await page.getByRole('heading', { name: 'Расположение' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('map')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('map').getByTestId('map-marker')).toHaveText(name);
  await expectNoViolations(page);
  await saveViewAtBothWidths(page, page.getByRole('heading', { name: 'Расположение' }), 'hotel-location');

  // Click-out: the rate is checked again (its price holds for a quarter hour after the search), then the site opens with the marker.
  await page.route(/^https:\/\/[a-z]+\.example\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>site</title>' }));
  await page.getByTestId('hotel-rate').first().getByRole('link').click();
  await expect(page).toHaveTitle(/Бронируйте отели по лучшей цене/);
  await expect(page.getByTestId('click-checked')).toHaveAttribute('data-changed', 'false');
  await page.waitForURL(/^https:\/\/[a-z]+\.example\/hotels\/LED-\d+\?rate=.+&marker=/);
});

test('a shared results address arrives server-rendered and hydrates cleanly; elsewhere the pages answer 404', async ({ page }) => {
  const path = `/hotels/search?city=LED&check_in=${isoInDays(20)}&check_out=${isoInDays(22)}&adults=2&rooms=1&sort=rating`;
  const html = await (await page.request.get(brandUrl('AS', path))).text();
  expect(html).toContain('data-testid="hotel-card"');
  expect(html).toMatch(/<title>Отели: Санкт-Петербург/);

  const problems = watchConsole(page, { warnings: true });
  await page.goto(brandUrl('AS', path));
  await waitForApp(page);
  await expect(page.getByTestId('hotels-progress')).toHaveAttribute('data-finished', 'true', { timeout: 15_000 });
  await expect(page.getByRole('radio', { name: 'Оценка гостей' })).toBeChecked();
  await page.getByTestId('hotel-card').first().getByRole('link').click();
  await expect(page.getByTestId('hotel-rate').first()).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('hotel-rate').first()).toBeVisible();

  // A shared address with the map: the server renders the map's box (its code is the browser's), which
  // hydrates as it is before the map loads into it.
  const mapPath = `${path}&view=map`;
  expect(await (await page.request.get(brandUrl('AS', mapPath))).text()).toMatch(/data-testid="map"[^>]*><p role="status"[^>]*>Загружаем карту…/);
  await page.goto(brandUrl('AS', mapPath));
  await waitForApp(page);
  await expect(page.getByTestId('map')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('map').getByTestId('map-marker').first()).toBeVisible();
  // Chromium's software WebGL notes its own slow paths (`GL Driver Message`): the driver's, not the page's.
  expect(problems.filter((problem) => !problem.includes('GL Driver Message'))).toEqual([]);

  // Only the flight brand sells hotels, in market ru only; an unknown hotel is not found.
  for (const [url, status] of [
    [brandUrl('WA', '/hotels/search'), 404],
    [brandUrl('WA', '/hotels/LED-1'), 404],
    [brandUrl('AS', '/hotels/search?market=kz'), 404],
    [brandUrl('AS', '/hotels/LED-1?market=kz'), 404],
    [brandUrl('AS', '/hotels/LED-999'), 404],
    [brandUrl('AS', '/hotels/search?market=ru'), 200],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(status);
  }
});

test('without WebGL the map says it cannot be shown, loads none of its code, and the list stays', async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return /webgl/i.test(kind) ? null : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof getContext;
  });
  const mapRequests: string[] = [];
  page.on('request', (request) => void (mapCode.test(request.url()) && mapRequests.push(request.url())));
  await page.goto(brandUrl('AS', `/hotels/search?city=LED&check_in=${isoInDays(20)}&check_out=${isoInDays(22)}&adults=2&rooms=1&view=map`));
  await waitForApp(page);
  await expect(page.getByTestId('map')).toHaveAttribute('data-unavailable', 'true');
  await expect(page.getByTestId('map').getByRole('status')).toHaveText('Карту нельзя показать в этом браузере. Все отели есть в списке.');
  expect(mapRequests).toEqual([]);
  await expect(page.getByTestId('hotel-list').getByTestId('hotel-card').first()).toBeVisible();
});
