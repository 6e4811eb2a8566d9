import { expect, test } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl } from './support/brands';
import { isoInDays } from './support/clock';

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
const results = `/search/MOW${ddmm(isoInDays(20))}IST${ddmm(isoInDays(27))}1`;
const informer = 'foreign-cards-informer';

test('a flag override given in the URL changes the results page and is kept until cleared', async ({ page }) => {
  // Aviasmart's Russian market gets the foreign-cards informer on Moscow → Istanbul from the flags.
  await page.goto(brandUrl('AS', results));
  await waitForApp(page);
  await expect(page.getByTestId(informer)).toContainText('Российские банковские карты');

  // Turned off through the query (this is a local host: overrides are enabled).
  await page.goto(brandUrl('AS', `${results}?flags=foreign-cards:off`));
  await waitForApp(page);
  await expect(page.getByTestId(informer)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('flagOverrides'))).toBe('{"foreign-cards":"off"}');

  // Kept after a reload without the parameter, once the client applied the stored override.
  await page.goto(brandUrl('AS', results));
  await waitForApp(page);
  await expect(page.getByTestId(informer)).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(page.getByTestId(informer)).toHaveCount(0);

  // An override may also set the flag's value: a JSON attachment shows its own text.
  const value = JSON.stringify({
    enabled: true,
    informerSuspensionSearchCount: 0,
    informerSuspensionTime: 0,
    informerText: { en: 'Override text', ru: 'Текст из переопределения' },
    directions: [['MOW', 'IST']],
    placements: ['search_results'],
  });
  await page.goto(brandUrl('AS', `${results}?flags=${encodeURIComponent(`foreign-cards:${value}`)}`));
  await waitForApp(page);
  await expect(page.getByTestId(informer)).toHaveText('Текст из переопределения');

  // An empty parameter clears the overrides: the flags decide again.
  await page.goto(brandUrl('AS', `${results}?flags=`));
  await waitForApp(page);
  await expect(page.getByTestId(informer)).toContainText('Российские банковские карты');
  expect(await page.evaluate(() => window.localStorage.getItem('flagOverrides'))).toBeNull();
});

test('the client asks the flags host for the visit and the server rendered the same flags', async ({ page }) => {
  const request = page.waitForRequest((req) => req.url().endsWith('/api/flags/api/v1/evaluation/batch') && req.method() === 'POST');
  await page.goto(brandUrl('WA', results));
  const body = (await request).postDataJSON() as { entities: { entityType: string; entityContext: Record<string, string> }[]; flagTags: string[] };
  expect(body.flagTags).toEqual(['web']);
  expect(body.entities[0]!.entityContext).toMatchObject({ market: 'us', lang: 'en', device: 'desktop' });
  await waitForApp(page);
  // WayAround's US market is outside the foreign-cards segment.
  await expect(page.getByTestId(informer)).toHaveCount(0);
});

test('the payment page offers the cards the available-payment-methods flag names; a value breaking its contract gives the default', async ({ page }) => {
  const methods = page.getByTestId('payment-methods').getByRole('listitem');
  const override = (value: unknown) => `?flags=${encodeURIComponent(`available-payment-methods:${JSON.stringify(value)}`)}`;

  await page.goto(brandUrl('AS', '/more/payment?flags='));
  await waitForApp(page);
  await expect(page.getByTestId('payment-methods')).toContainText('Способы оплаты');
  await expect(methods).toHaveText(['Банковские карты, выпущенные в России', 'Банковские карты, выпущенные в других странах']);

  await page.goto(brandUrl('AS', `/more/payment${override({ methods: ['ru_card'] })}`));
  await waitForApp(page);
  await expect(methods).toHaveText(['Банковские карты, выпущенные в России']);

  await page.goto(brandUrl('WA', `/plus/payment${override({ methods: ['ww_card'] })}`));
  await waitForApp(page);
  await expect(methods).toHaveText(['Bank cards issued in other countries']);

  await page.goto(brandUrl('WA', `/plus/payment${override({ methods: ['bitcoin'] })}`));
  await waitForApp(page);
  await expect(methods).toHaveText(['Bank cards issued in Russia', 'Bank cards issued in other countries']);
});

test('the flags admin, opened on this machine, turns a flag off and on from its own form and lists both changes', async ({ page }) => {
  await page.goto(brandUrl('AS', '/api/flags/admin'));
  const row = page.locator('#flag-4');
  await expect(row).toContainText('mobile-app-banner');
  const before = (await row.locator('.on, .off').textContent())!.trim();
  const after = before === 'enabled' ? 'disabled' : 'enabled';

  // The browser's own form post: same origin, so the CSRF check lets it through.
  await row.getByRole('button').click();
  await expect(row.locator('.on, .off')).toHaveText(after);
  await expect(page.locator('#flag-changes tbody tr').first()).toContainText(`mobile-app-banner #4 ${before} → ${after} this machine`);

  await row.getByRole('button').click();
  await expect(row.locator('.on, .off')).toHaveText(before);
  await expect(page.locator('#flag-changes tbody tr').first()).toContainText(`${after} → ${before}`);
});
