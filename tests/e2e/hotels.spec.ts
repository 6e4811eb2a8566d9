import { expect, test } from './support/test';
import { waitForApp } from './support/app';
import { expectNoViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { isoInDays } from './support/clock';
import { watchConsole } from './support/console';

// Hotels (issue 31): a search in Saint Petersburg streamed and filtered, a hotel's page with every
// site's rates at the list's prices; and the pages only where the flight brand sells in market ru.

test('a traveller finds a 4+ star hotel with free cancellation in Saint Petersburg and sees its rates', async ({ page }) => {
  const checkIn = isoInDays(14);
  const checkOut = isoInDays(16);
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
  await expectNoViolations(page);

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
  expect(problems).toEqual([]);

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
