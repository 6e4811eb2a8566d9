import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl } from './support/brands';

// After an in-app navigation focus moves to the new page's heading and the page is announced;
// a first load leaves both to the browser.

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName.toLowerCase(), text: active?.textContent?.trim(), inMain: !!active?.closest('main') };
  });

test('a link moves focus to the new page’s heading and announces its title', async ({ page }) => {
  await page.goto(brandUrl('AS', '/'));
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const announcer = page.getByTestId('page-announcer');
  await expect(announcer).toHaveText('');
  expect((await activeElement(page)).tag).toBe('body');

  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Гиды' }).click();
  await expect(page).toHaveTitle('Путеводители — Авиасмарт');
  await expect.poll(() => activeElement(page)).toEqual({ tag: 'h1', text: 'Путеводители', inMain: true });
  await expect(announcer).toHaveText('Путеводители — Авиасмарт');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // Focusable by script only: the heading does not join the tab order.
  await expect(page.locator('main h1')).toHaveAttribute('tabindex', '-1');

  await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveTitle('Дешёвые авиабилеты — Авиасмарт');
  await expect.poll(() => activeElement(page)).toMatchObject({ tag: 'h1', inMain: true });
  await expect(announcer).toHaveText('Дешёвые авиабилеты — Авиасмарт');
});

test('by keyboard: Enter on a link, then Tab goes on from the new page’s heading', async ({ page }) => {
  await page.goto(brandUrl('WA', '/my'));
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await page.locator('main a[href="/my/orders"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Orders — WayAround');
  await expect.poll(() => activeElement(page)).toEqual({ tag: 'h1', text: 'Orders', inMain: true });
  await expect(page.getByTestId('page-announcer')).toHaveText('Orders — WayAround');
  // Sequential focus goes on from the heading: one step back is the breadcrumb just above it.
  await page.keyboard.press('Shift+Tab');
  expect(await activeElement(page)).toEqual({ tag: 'a', text: 'My account', inMain: true });
});

test('going back moves focus too, also to the not-found page', async ({ page }) => {
  await page.goto(brandUrl('WA', '/no/such/page'));
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect((await activeElement(page)).tag).toBe('body');
  await page.getByTestId('brand-logo').click();
  await expect(page).toHaveTitle('Cheap flights — WayAround');
  await expect.poll(() => activeElement(page)).toMatchObject({ tag: 'h1', inMain: true });

  await page.goBack();
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect.poll(() => activeElement(page)).toEqual({ tag: 'h1', text: 'Page not found', inMain: true });
  await expect(page.getByTestId('page-announcer')).toHaveText('Page not found — WayAround');
});
