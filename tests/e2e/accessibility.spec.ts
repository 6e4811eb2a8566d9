import { expect, test as base, type Page } from './support/test';
import { waitForApp } from './support/app';
import { expectNoViolations, layouts } from './support/axe';
import { brandUrl, type BrandCode } from './support/brands';
import { routeSamples } from './support/route-samples';

// axe (WCAG 2.2 A/AA) over every route of the route table (src/app/__tests__/route-samples.test.ts
// keeps the samples complete), in both brands, at desktop and phone widths, light and dark.

/** One page per worker, reused from test to test: a fresh context for each of ~90 pages costs more than the checks. */
const test = base.extend<object, { reusedPage: Page }>({
  reusedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

/** Opens a page in the first layout and waits until it is complete: hydrated, chunks and data loaded. */
async function openPage(page: Page, brand: BrandCode, path: string, status: number) {
  await page.setViewportSize({ width: layouts[0]!.width, height: layouts[0]!.height });
  await page.emulateMedia({ colorScheme: layouts[0]!.colorScheme, reducedMotion: 'reduce' });
  const response = await page.goto(brandUrl(brand, path));
  expect(response?.status()).toBe(status);
  await waitForApp(page);
}

for (const { route, brand, path } of routeSamples()) {
  test(`${brand} ${route ?? 'not found'} (${path}) has no WCAG violations`, async ({ reusedPage: page }) => {
    await openPage(page, brand, path, route === null ? 404 : 200);
    if (route === 'search') {
      // The results page as a traveller reads it: the search finished and the tickets shown.
      await expect(page.getByTestId('search-progress')).toHaveAttribute('data-finished', 'true', { timeout: 15_000 });
      await expect(page.getByTestId('ticket').first()).toBeVisible();
    }
    await expectNoViolations(page);
  });
}

for (const brand of ['AS', 'WA'] as const) {
  test(`${brand} the region dialog has no WCAG violations`, async ({ reusedPage: page }) => {
    await openPage(page, brand, '/', 200);
    await page.getByTestId('region-settings').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
  });
}
