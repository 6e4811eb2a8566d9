import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl, type BrandCode } from './support/brands';
import { saveScreenshot } from './support/screenshots';
import { isoInDays } from './support/clock';

const depart = isoInDays(20);
const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
// Each test waits for the app after opening a page: the search starts with the app, and on a busy
// machine the start may take longer than an assertion waits.

/** What each brand's default language (AS: Russian, WA: English) says. */
const words: Record<BrandCode, Record<'infants' | 'samePlace' | 'unknownPlace' | 'retry' | 'fix' | 'wait' | 'checkConnection', string | RegExp>> = {
  AS: {
    infants: 'С каждым младенцем должен лететь взрослый',
    samePlace: 'Пункты вылета и прилёта должны различаться',
    unknownPlace: 'Мы не знаем одно из этих мест. Выберите его из списка в форме.',
    retry: 'Повторить',
    fix: 'Изменить поиск',
    wait: 'Подождите 30 секунд и попробуйте ещё раз.',
    checkConnection: /Проверьте соединение/,
  },
  WA: {
    infants: 'Each infant needs an adult',
    samePlace: 'Origin and destination must differ',
    unknownPlace: 'We do not know one of these places. Choose it from the list in the form.',
    retry: 'Try again',
    fix: 'Change the search',
    wait: 'Wait 30 seconds and try again.',
    checkConnection: /Check the connection/,
  },
};

/** Counts the search starts the page sends. */
function searchStarts(page: Page) {
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/search/v1/searches')) starts.push(request.url());
  });
  return starts;
}

async function screenshots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await saveScreenshot(page, `${name}-${width}`);
  }
}

for (const brand of ['AS', 'WA'] as const) {
  const say = words[brand];

  test(`${brand}: more infants than adults is explained without asking the server, and is fixed in the form`, async ({ page }) => {
    const starts = searchStarts(page);
    await page.goto(brandUrl(brand, `/search/MOW${ddmm(depart)}IST102`));
    await waitForApp(page);
    const failure = page.getByTestId('search-failure');
    await expect(failure).toContainText(say.infants);
    await expect(failure.getByRole('button', { name: say.retry })).toHaveCount(0);
    expect(starts).toEqual([]);
    await screenshots(page, `${brand}-search-error-infants`);

    await failure.getByRole('button', { name: say.fix }).click();
    // The passengers field is marked with the same reason and has the focus.
    await expect(page.locator('form[role="search"] [aria-invalid="true"]')).toBeFocused();
    await expect(page.locator('form[role="search"]')).toContainText(say.infants);
  });

  test(`${brand}: a search from a city to its own airport shows the server's reason, and no retry`, async ({ page }) => {
    const starts = searchStarts(page);
    await page.goto(brandUrl(brand, `/search/MOW${ddmm(depart)}SVO1`));
    await waitForApp(page);
    const failure = page.getByTestId('search-failure');
    await expect(failure).toContainText(say.samePlace);
    await expect(failure.getByRole('button', { name: say.retry })).toHaveCount(0);
    await expect(failure).not.toContainText(say.checkConnection);
    expect(starts).toHaveLength(1);
    // The destination field is marked with the same reason.
    await expect(page.locator('form[role="search"]')).toContainText(say.samePlace);
    await screenshots(page, `${brand}-search-error-same-place`);
  });

  test(`${brand}: a search from a city to itself is refused before it is sent`, async ({ page }) => {
    const starts = searchStarts(page);
    await page.goto(brandUrl(brand, `/search/MOW${ddmm(depart)}MOW1`));
    await waitForApp(page);
    await expect(page.getByTestId('search-failure')).toContainText(say.samePlace);
    await expect(page.getByTestId('search-failure').getByRole('button', { name: say.retry })).toHaveCount(0);
    expect(starts).toEqual([]);
  });

  test(`${brand}: an unknown airport code is named as such`, async ({ page }) => {
    await page.goto(brandUrl(brand, `/search/MOW${ddmm(depart)}QQQ1`));
    await waitForApp(page);
    const failure = page.getByTestId('search-failure');
    await expect(failure).toContainText(say.unknownPlace);
    await expect(failure.getByRole('button', { name: say.retry })).toHaveCount(0);
  });

  test(`${brand}: a rate-limited search says to wait, not to check the connection`, async ({ page }) => {
    await page.route('**/api/search/v1/searches', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '30' },
            body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 30 seconds' }),
          })
        : route.continue(),
    );
    await page.goto(brandUrl(brand, `/search/MOW${ddmm(depart)}IST1`));
    await waitForApp(page);
    const failure = page.getByTestId('search-failure');
    await expect(failure).toContainText(say.wait);
    await expect(failure).not.toContainText(say.checkConnection);
    await screenshots(page, `${brand}-search-error-rate-limited`);

    // Once the server lets the search through again, the retry runs it.
    await page.unroute('**/api/search/v1/searches');
    await failure.getByRole('button', { name: say.retry }).click();
    await expect(page.getByTestId('ticket').first()).toBeVisible();
    await expect(page.getByTestId('search-failure')).toHaveCount(0);
  });

  test(`${brand}: a lost connection says to check it and offers a retry`, async ({ page }) => {
    await page.route('**/api/search/v1/searches', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(brandUrl(brand, `/search/MOW${ddmm(depart)}IST1`));
    await waitForApp(page);
    const failure = page.getByTestId('search-failure');
    await expect(failure).toContainText(say.checkConnection);
    await expect(failure.getByRole('button', { name: say.retry })).toBeVisible();
  });
}
