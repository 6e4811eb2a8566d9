import { expect, test } from './support/test';
import { brandHosts, brandUrl } from './support/brands';
import { isoInDays } from './support/clock';

// A page with server data declares its query in its model; the server's render runs the same
// query in-process and awaits it. Without JavaScript the page is complete.
const cases = [
  { brand: 'AS', path: '/routes/MOW/IST', heading: 'Авиабилеты из Москвы в Стамбул', origin: 'Москва', destination: 'Стамбул' },
  { brand: 'WA', path: '/routes/MOW/IST', heading: 'Flights Moscow – Istanbul', origin: 'Moscow', destination: 'Istanbul' },
] as const;

for (const { brand, path, heading, origin, destination } of cases) {
  test(`${brand} ${path}: the server renders the place names, without JavaScript`, async ({ browser, request }) => {
    // The bare HTML, as a crawler gets it (Playwright's own requests know no *.localhost: the brand goes in Host).
    const url = new URL(brandUrl(brand, path));
    const html = await (await request.get(brandUrl('AS', path), { headers: { host: `${brandHosts[brand]}:${url.port}` } })).text();
    expect(html).toContain(heading);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(brandUrl(brand, path));
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.locator('input[name="origin"]')).toHaveValue(origin);
    await expect(page.locator('input[name="destination"]')).toHaveValue(destination);
    await context.close();
  });
}

test('the results page is rendered with the form filled by place names', async ({ browser }) => {
  const depart = isoInDays(20);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(brandUrl('WA', `/search/MOW${depart.slice(8, 10)}${depart.slice(5, 7)}IST1`));
  await expect(page.locator('input[name="origin"]')).toHaveValue('Moscow');
  await expect(page.locator('input[name="destination"]')).toHaveValue('Istanbul');
  await context.close();
});
