import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { expectNoViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { isoInDays } from './support/clock';
import { loginInDialog } from './support/login';
import { saveScreenshotsAtBothWidths } from './support/screenshots';

// Saved hotels: from a hotel page an anonymous visitor presses "Save", logs in, and the hotel is
// saved; /favorites/hotels lists it with its total then and now; the hotel page's review summary,
// similar hotels and the price since the last visit; axe in both themes.

test.setTimeout(180_000);

async function open(page: Page, path: string) {
  await page.goto(brandUrl('AS', path));
  await waitForApp(page);
}

test('an anonymous visitor saves a hotel after logging in and finds it with its price in /favorites/hotels', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const checkIn = isoInDays(14);
  const checkOut = isoInDays(17);
  const hotelPath = `/hotels/LED-3?check_in=${checkIn}&check_out=${checkOut}&adults=2&rooms=1`;

  // Anonymous, the saved hotels page asks to log in.
  await open(page, '/favorites/hotels');
  await expect(page.getByTestId('favorites-gate')).toBeVisible();
  await expectNoViolations(page);

  // The hotel page: its review summary by aspect, similar hotels with the same stay, no "since your last visit" the first time.
  await open(page, hotelPath);
  await expect(page.getByTestId('hotel-rate').first()).toBeVisible();
  await expect(page.getByTestId('hotel-reviews')).toContainText('Чистота');
  const similar = page.getByTestId('similar-hotel');
  await expect(similar.first()).toBeVisible();
  await expect(similar.first().getByRole('link')).toHaveAttribute('href', new RegExp(`/hotels/LED-\\d+\\?check_in=${checkIn}&check_out=${checkOut}`));
  await expect(page.getByTestId('hotel-price-since')).toHaveCount(0);

  // Save: the login dialog opens, and once logged in the hotel is saved.
  await page.getByTestId('hotel-save').click();
  await loginInDialog(page, `917${String(Date.now()).slice(-7)}`);
  await expect(page.getByTestId('hotel-saved')).toBeVisible();
  await expectNoViolations(page);
  await saveScreenshotsAtBothWidths(page, 'hotel-page-saved');

  // Found in /favorites/hotels: the stay, the total when saved and now (the same day: unchanged), what the prices are.
  await open(page, '/favorites/hotels');
  const item = page.getByTestId('favorite-hotel');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-hotel', 'LED-3');
  const saved = (await item.getByTestId('favorite-hotel-saved-price').textContent())!;
  expect(saved).toMatch(/\d/);
  await expect(item.getByTestId('favorite-hotel-current-price')).toHaveText(saved);
  await expect(item.getByTestId('favorite-hotel-change')).toHaveText('Без изменений');
  await expect(item).toContainText('со всеми обязательными сборами');
  await expect(item).toContainText('3 ночи');
  await expectNoViolations(page);
  await saveScreenshotsAtBothWidths(page, 'favorites-hotels-list');

  // Back on the hotel page: the price since the last visit, and the heart shows it saved.
  await item.getByRole('link', { name: 'Открыть отель с этими датами' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotels/LED-3\\?check_in=${checkIn}&check_out=${checkOut}`));
  await expect(page.getByTestId('hotel-price-since')).toHaveAttribute('data-kind', 'same');
  await expect(page.getByTestId('hotel-saved')).toBeVisible();

  // Removed: the empty list with the way to the hotel search.
  await open(page, '/favorites/hotels');
  await page.getByTestId('favorite-hotel-remove').click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await expect(page.getByTestId('favorites-empty').getByRole('link', { name: 'Найти отель' })).toHaveAttribute('href', /\/hotels\/search/);
  await expectNoViolations(page);
  await saveScreenshotsAtBothWidths(page, 'favorites-hotels-empty');

  // The list's cards save with the list's stay: the heart becomes a link to the saved hotels.
  await open(page, `/hotels/search?city=LED&check_in=${checkIn}&check_out=${checkOut}&adults=2&rooms=1`);
  await expect(page.getByTestId('hotels-progress')).toHaveAttribute('data-finished', 'true', { timeout: 15_000 });
  const card = page.getByTestId('hotel-card').first();
  const cardName = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: `Сохранить ${cardName} на эти даты` }).click();
  await expect(card.getByRole('link', { name: `${cardName} сохранён: открыть сохранённые отели` })).toBeVisible();
  await saveScreenshotsAtBothWidths(page, 'hotels-results-saved', { fullPage: false });
  await open(page, '/favorites/hotels');
  await expect(page.getByTestId('favorite-hotel')).toHaveCount(1);
});
