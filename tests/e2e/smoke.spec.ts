import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandCodes, brandDisplayName, brandUrl, type BrandCode } from './support/brands';
import { watchConsole } from './support/console';
import { saveScreenshot } from './support/screenshots';

interface BrandLook {
  title: string;
  logo: string;
  primary: string;
}

async function openMainPage(page: Page, brand: BrandCode): Promise<BrandLook> {
  const errors = watchConsole(page);
  const response = await page.goto(brandUrl(brand, '/'));
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src [^;]*'nonce-[\w+/=-]+'/);

  await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
  await expect(page).toHaveTitle(new RegExp(`— ${brandDisplayName(brand)}$`));
  const logo = page.getByTestId('brand-logo');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('aria-label', brandDisplayName(brand));
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, `smoke-${brand}-main`);
  expect(errors, 'console errors').toEqual([]);

  return {
    title: await page.title(),
    logo: await logo.locator('svg').first().innerHTML(),
    primary: await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()),
  };
}

test('both brands render their own name, logo and colours without console errors', async ({ browser }) => {
  const looks: Partial<Record<BrandCode, BrandLook>> = {};
  for (const brand of brandCodes) {
    // A fresh context per brand, so no cookie of one brand's visit reaches the other.
    const context = await browser.newContext();
    looks[brand] = await openMainPage(await context.newPage(), brand);
    await context.close();
  }
  const { AS, WA } = looks as Record<BrandCode, BrandLook>;
  expect(AS.title).not.toBe(WA.title);
  expect(AS.logo).not.toBe(WA.logo);
  expect(AS.primary).not.toBe('');
  expect(AS.primary).not.toBe(WA.primary);
});

test('as.localhost serves Aviasmart like plain localhost does', async ({ page }) => {
  await page.goto(brandUrl('AS', '/').replace('//localhost:', '//as.localhost:'));
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'AS');
});
