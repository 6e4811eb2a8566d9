import { expect, test } from './support/test';
import { brandUrl } from './support/brands';
import { saveScreenshot } from './support/screenshots';

test("the API documentation renders every module's operations, with no console errors", async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(brandUrl('AS', '/api/docs'));

  await expect(page.getByRole('heading', { name: /Aviasmart · WayAround API/ })).toBeVisible();
  for (const tag of ['Flight search', 'Place suggestions', 'Currency', 'Feature flags', 'Analytics collector', 'Error relay']) {
    await expect(page.locator('.opblock-tag', { hasText: tag }).first(), tag).toBeVisible();
  }
  const searchStart = page.locator('.opblock-post', { hasText: '/api/search/v1/searches' }).first();
  await expect(searchStart).toContainText('Start a flight search');

  // An operation opens with its request body and responses, schemas drawn from the contracts.
  await searchStart.locator('.opblock-summary').click();
  const responses = searchStart.locator('.responses-table .response');
  await expect(responses.locator('.response-col_status')).toContainText(['201', '400', '429', '500']);
  // The error answers show the ApiError shape.
  await expect(responses.filter({ hasText: '400' })).toContainText('"statusCode"');
  await expect(searchStart.locator('.opblock-body')).toContainText('"passengers"');

  await saveScreenshot(page, 'api-docs-1366');
  expect(problems).toEqual([]);
});
