import { expect, test, type BrowserContext } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl } from './support/brands';

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((entry) => entry.name === name);
const days = (expires: number) => Math.round((expires * 1000 - Date.now()) / (24 * 3600 * 1000));

test('an affiliate marker from the address is kept in the cookie and carried by markerable links', async ({ page, context }) => {
  await page.goto(brandUrl('AS', '/?marker=123456.abc'));
  await waitForApp(page);

  const saved = await cookie(context, 'marker');
  expect(saved).toMatchObject({ value: '123456.abc', path: '/', sameSite: 'Lax' });
  expect(days(saved!.expires)).toBe(30);
  const logo = page.getByTestId('brand-logo');
  await expect(logo).toHaveAttribute('href', '/?marker=123456.abc');

  // Navigate inside the app: the marker stays in the cookie and on the markerable link.
  const section = page
    .getByRole('navigation')
    .getByRole('link')
    .filter({ hasNot: page.locator('[href="/"]') })
    .first();
  const target = await section.getAttribute('href');
  expect(target).toBeTruthy();
  await section.click();
  await expect(page).toHaveURL(brandUrl('AS', target!));
  await expect(logo).toHaveAttribute('href', '/?marker=123456.abc');
  expect((await cookie(context, 'marker'))?.value).toBe('123456.abc');

  // A later visit from a search engine does not replace the affiliate marker.
  await page.goto(brandUrl('AS', '/'), { referer: 'https://www.google.com/' });
  await waitForApp(page);
  await expect(logo).toHaveAttribute('href', '/?marker=123456.abc');
  expect((await cookie(context, 'marker'))?.value).toBe('123456.abc');
});

test('a visit from a search engine is marked with its name; a direct one carries no marker', async ({ page, context }) => {
  await page.goto(brandUrl('WA', '/'));
  await waitForApp(page);
  await expect(page.getByTestId('brand-logo')).toHaveAttribute('href', '/');
  expect(await cookie(context, 'marker')).toBeUndefined();

  await page.goto(brandUrl('WA', '/'), { referer: 'https://yandex.ru/search/?text=flights' });
  await waitForApp(page);
  await expect(page.getByTestId('brand-logo')).toHaveAttribute('href', '/?marker=yandex');
  expect((await cookie(context, 'marker'))?.value).toBe('yandex');
});

test('the server issues an anonymous id the client can read, once, and removes the A/B cookies it read', async ({ page, context }) => {
  await context.addCookies([
    { name: 'abg', value: '4', url: brandUrl('AS') },
    { name: 'crt', value: 'soon', url: brandUrl('AS') },
  ]);
  const response = await page.goto(brandUrl('AS', '/'));
  await waitForApp(page);
  const auid = await cookie(context, 'auid');
  // Not HttpOnly: the client needs the id (flags' entityID, analytics); SECURITY.md says why.
  expect(auid).toMatchObject({ httpOnly: false, sameSite: 'Lax', path: '/' });
  expect(auid!.value).toMatch(/^[0-9a-f-]{36}$/);
  // Two years as sent; Chromium itself keeps cookies 400 days at most.
  expect(await response!.headerValue('set-cookie')).toContain(`auid=${auid!.value}; Max-Age=63072000; Path=/; SameSite=Lax`);
  expect(await cookie(context, 'abg')).toBeUndefined();
  expect(await cookie(context, 'crt')).toBeUndefined();

  await page.reload();
  await waitForApp(page);
  expect((await cookie(context, 'auid'))?.value).toBe(auid!.value);
});
