import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl } from './support/brands';

test('unknown paths answer 404 with the not-found page in the brand', async ({ page }) => {
  const response = await page.goto(brandUrl('WA', '/no/such/page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await waitForApp(page);
  await expect(page).toHaveTitle('Page not found — WayAround');
  await page.getByRole('link', { name: 'Go to the main page' }).click();
  await expect(page).toHaveURL(brandUrl('WA', '/'));
  await expect(page).toHaveTitle('Cheap flights — WayAround');
});

test('the region dialog changes currency and language with a reload that keeps the choice', async ({ page }) => {
  await page.goto(brandUrl('WA', '/'));
  await waitForApp(page);
  await page.getByTestId('region-settings').click();
  const dialog = page.getByRole('dialog', { name: 'Region settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Currency').selectOption('eur');
  await dialog.getByLabel('Language').selectOption('es-ES');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]currency=eur/);
  await expect(page).toHaveURL(/[?&]language=es-ES/);
  await expect(page.locator('html')).toHaveAttribute('data-currency', 'eur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  // The cookie keeps the choice on the next visit without the parameter.
  await page.goto(brandUrl('WA', '/'));
  await expect(page.locator('html')).toHaveAttribute('data-currency', 'eur');
});

test('the dialog closes with Escape and gives focus back', async ({ page }) => {
  await page.goto(brandUrl('AS', '/'));
  await waitForApp(page);
  const opener = page.getByTestId('region-settings');
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a page with an unknown brand stops with a visible message', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace('data-brand="AS"', 'data-brand="XX"');
    await route.fulfill({ response, body });
  });
  await page.goto(brandUrl('AS', '/'));
  await expect(page.getByRole('alert')).toHaveText('Unknown brand');
  expect(errors).toContain('Unknown brand');
});

test('links inside the app do not reload the document', async ({ page }) => {
  await page.goto(brandUrl('AS', '/missing'));
  await waitForApp(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByTestId('brand-logo').click();
  await expect(page.locator('h1')).toHaveText('Найдите дешёвые авиабилеты');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

/** Marks the document (`window.marker`) and clicks an element the moment the page marks itself hydrated, before the app has started. */
async function clickOnHydration(page: Page, selector: string) {
  await page.addInitScript((target) => {
    // Init scripts run before the document has its root element: watch the document.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      (window as unknown as { marker: number }).marker = 42;
      document.querySelector<HTMLElement>(target)!.click();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  }, selector);
}

test('a dialog opened right after hydration keeps its controls while the app starts', async ({ page }) => {
  await clickOnHydration(page, '[data-testid="region-settings"]');
  await page.goto(brandUrl('AS', '/'));
  const dialog = page.getByRole('dialog', { name: 'Настройки региона' });
  await expect(dialog).toBeVisible();
  const market = dialog.getByLabel('Страна');
  await market.evaluate((select) => ((window as unknown as { opened: Element }).opened = select));
  // The router and the history start after hydration; then nothing is left to load.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { opened: Element }).opened.isConnected)).toBe(true);
  await market.selectOption('ua');
  await expect(dialog.getByLabel('Валюта')).toHaveValue('uah');
});

test('a click on a link right after hydration navigates in the app', async ({ page }) => {
  // The click comes the moment hydration is marked, before the app has finished starting and
  // bound the history: it must neither be lost nor reload the document.
  await clickOnHydration(page, '[data-testid="brand-logo"]');
  await page.goto(brandUrl('AS', '/missing'));
  await expect(page.locator('h1')).toHaveText('Найдите дешёвые авиабилеты');
  await expect(page).toHaveURL(brandUrl('AS', '/'));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});
