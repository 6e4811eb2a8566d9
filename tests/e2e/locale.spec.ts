import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl } from './support/brands';
import { messagesOf } from './support/messages';
import { isoInDays } from './support/clock';

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

async function openRegionDialog(page: Page, title: string) {
  await page.getByTestId('region-settings').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a market change reloads with the market parameter and applies the market’s rules', async ({ page }) => {
  const ru = messagesOf('ru');
  await page.goto(brandUrl('AS', '/'));
  await waitForApp(page);
  const nav = page.getByRole('navigation', { name: ru['nav.main'] });
  // Russia: hotels, no price map (spec §2.1).
  await expect(nav.getByRole('link', { name: ru['nav.hotels'] })).toBeVisible();
  await expect(nav.getByRole('link', { name: ru['nav.map'] })).toHaveCount(0);

  const dialog = await openRegionDialog(page, ru['settings.title']!);
  await dialog.getByLabel(ru['settings.market']!).selectOption('ua');
  // Russian is offered in Ukraine and stays; the rouble is not and gives way to the hryvnia.
  await expect(dialog.getByLabel(ru['settings.language']!)).toHaveValue('ru');
  await expect(dialog.getByLabel(ru['settings.currency']!)).toHaveValue('uah');
  await dialog.getByRole('button', { name: ru['settings.apply'] }).click();

  await expect(page).toHaveURL(/[?&]market=ua(&|$)/);
  await expect(page.locator('html')).toHaveAttribute('data-market', 'ua');
  await expect(page.locator('html')).toHaveAttribute('data-currency', 'uah');
  await waitForApp(page);
  // Ukraine: the price map, no hotels.
  await expect(nav.getByRole('link', { name: ru['nav.map'] })).toBeVisible();
  await expect(nav.getByRole('link', { name: ru['nav.hotels'] })).toHaveCount(0);
});

test('a language change writes the language cookie and reloads in the new language', async ({ page, context }) => {
  const ru = messagesOf('ru');
  const uk = messagesOf('uk');
  await page.goto(brandUrl('AS', '/?market=ua'));
  await waitForApp(page);
  await expect(page.locator('h1')).toHaveText(ru['home.heading']!);

  const dialog = await openRegionDialog(page, ru['settings.title']!);
  const languages = dialog.getByLabel(ru['settings.language']!);
  // Options show each language in itself, and in the reader's language where that differs.
  await expect(languages.locator('option[value="uk"]')).toHaveText('Українська (украинский)');
  await languages.selectOption('uk');
  await dialog.getByRole('button', { name: ru['settings.apply'] }).click();

  await expect(page).toHaveURL(/[?&]language=uk(&|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.locator('h1')).toHaveText(uk['home.heading']!);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('uk');

  // The cookie keeps the language without the parameter.
  await page.goto(brandUrl('AS', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.locator('h1')).toHaveText(uk['home.heading']!);
});

test('a currency change on the results page reloads it with prices in the new currency', async ({ page }) => {
  const en = messagesOf('en');
  const path = `/search/MOW${ddmm(isoInDays(20))}IST${ddmm(isoInDays(27))}1`;
  await page.goto(brandUrl('WA', path));
  await waitForApp(page);
  await expect(page.getByTestId('ticket-price').first()).toHaveText(/\$/);

  const dialog = await openRegionDialog(page, en['settings.title']!);
  const currencies = dialog.getByLabel(en['settings.currency']!);
  // The second brand in the US offers ten currencies (spec §9).
  await expect(currencies.locator('option')).toHaveCount(10);
  await expect(currencies.locator('option[value="krw"]')).toHaveText('KRW — South Korean Won');
  await currencies.selectOption('gbp');
  await dialog.getByRole('button', { name: en['settings.apply'] }).click();

  await expect(page).toHaveURL(new RegExp(`${path}\\?currency=gbp$`));
  await expect(page.locator('html')).toHaveAttribute('data-currency', 'gbp');
  await waitForApp(page);
  await expect(page.getByTestId('ticket-price').first()).toHaveText(/£/);
  await expect(page.getByTestId('ticket-price').first()).not.toHaveText(/\$/);
});

// Each language's main page, its errors, its hydration and its layout on a phone: hydration.spec.ts.
