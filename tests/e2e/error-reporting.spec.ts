import { expect, test } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl } from './support/brands';
import { breadcrumbsOf, eventOf, storedErrors, type StoredError } from './support/relay';

test('an uncaught error reaches the relay with the page URL and breadcrumbs of what came before', async ({ page, request }) => {
  await page.goto(brandUrl('AS', '/'));
  await waitForApp(page);
  // Breadcrumbs are recorded once the lazily loaded SDK runs.
  await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on');

  // A click that navigates, then a console message.
  await page.getByTestId('header-nav').getByRole('link', { name: 'Отели' }).click();
  await expect(page).toHaveURL(brandUrl('AS', '/hotels/search'));
  await page.evaluate(() => console.info('e2e: about to fail'));

  const message = `e2e boom ${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

  let report: StoredError | undefined;
  await expect
    .poll(async () => (report = (await storedErrors(request)).find((row) => row.summary === `Error: ${message}`)), {
      message: 'the error reaches the relay',
      timeout: 15_000,
    })
    .toBeDefined();

  expect(report).toMatchObject({ type: 'event', level: 'error' });
  const event = eventOf(report!);
  expect(event.request?.url).toBe(brandUrl('AS', '/hotels/search'));
  expect(event.environment).toBe('local');
  expect(event.exception?.values?.at(-1)).toMatchObject({ type: 'Error', value: message, mechanism: { handled: false } });

  const breadcrumbs = breadcrumbsOf(event);
  expect(report!.breadcrumbs).toBe(breadcrumbs.length);
  const click = breadcrumbs.findIndex((crumb) => crumb.category === 'ui.click');
  const navigation = breadcrumbs.findIndex((crumb) => crumb.category === 'navigation' && crumb.data?.to === '/hotels/search');
  const log = breadcrumbs.findIndex((crumb) => crumb.category === 'console' && crumb.message === 'e2e: about to fail');
  expect([click, navigation, log], JSON.stringify(breadcrumbs, null, 1)).not.toContain(-1);
  expect(breadcrumbs[navigation]!.data).toMatchObject({ from: '/', to: '/hotels/search' });
  expect(breadcrumbs[log]!.level).toBe('info');
  // In the order they happened.
  expect(click).toBeLessThan(navigation);
  expect(navigation).toBeLessThan(log);
});
