import { expect, test } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl, type BrandCode } from './support/brands';
import { tabTo } from './support/keyboard';
import { isoInDays } from './support/clock';

// The first journey, by keyboard only: on the main page the server prefills the origin with the
// market's home city, and the browser replaces it with the city nearest to the visitor's address
// (GET /api/suggest/v2/nearest_places.json); the traveller types another one over it, picks it and
// a destination from the suggestions, types a date and submits with Enter.

// The visitor's address: one that the DB-IP Lite database the server reads places in Almaty
// (Kazakhtelecom's 2.132.0.0/19; src/server/api/suggest/__tests__/nearest-places.api.test.ts), a
// real lookup, not a mock. The end-to-end server trusts loopback as a proxy (TRUST_PROXY=loopback,
// scripts/e2e.mjs), so the nearest places request says it with X-Forwarded-For; no other request does.
const almatyAddress = '2.132.10.10';

// The date field's segments follow the browser's locale: month, day, year in en-US.
test.use({ locale: 'en-US' });

const journeys: {
  brand: BrandCode;
  prefilled: string;
  nearest: string;
  origin: [string, string, string];
  destination: [string, string, string];
  title: string;
}[] = [
  {
    brand: 'AS',
    prefilled: 'Москва',
    nearest: 'Алматы',
    origin: ['Санкт', 'Санкт-Петербург', 'LED'],
    destination: ['Стамб', 'Стамбул', 'IST'],
    title: 'Авиабилеты из Санкт-Петербурга в Стамбул — Авиасмарт',
  },
  {
    brand: 'WA',
    prefilled: 'New York',
    nearest: 'Almaty',
    origin: ['Lond', 'London', 'LON'],
    destination: ['Istan', 'Istanbul', 'IST'],
    title: 'Flights London – Istanbul — WayAround',
  },
];

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

for (const { brand, prefilled, nearest, origin, destination, title } of journeys) {
  test(`${brand}: the origin starts from the nearest city; typing over it keeps every letter and the search starts`, async ({ page }) => {
    await page.route('**/api/suggest/v2/nearest_places.json*', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': almatyAddress } }),
    );
    const response = await page.goto(brandUrl(brand, '/'));
    // The server renders the market's home city (its address is not the visitor's)…
    expect(await response!.text()).toMatch(new RegExp(`name="origin"[^>]*value="${prefilled}"|value="${prefilled}"[^>]*name="origin"`));
    await waitForApp(page);
    const from = page.locator('input[name="origin"]');
    const to = page.locator('input[name="destination"]');
    const depart = page.locator('input[name="departDate"]');
    // …and the browser puts the city nearest to the visitor's address in its place.
    await expect(from).toHaveValue(nearest);

    await tabTo(page, from);
    await page.keyboard.type(origin[0], { delay: 60 });
    await expect(from).toHaveValue(origin[0]);
    await expect(page.getByRole('option').first()).toContainText(origin[1]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(from).toHaveValue(origin[1]);

    await tabTo(page, to);
    await page.keyboard.type(destination[0], { delay: 60 });
    await expect(page.getByRole('option').first()).toContainText(destination[1]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(to).toHaveValue(destination[1]);

    const date = isoInDays(20);
    await tabTo(page, depart);
    await page.keyboard.type(`${date.slice(5, 7)}${date.slice(8, 10)}${date.slice(0, 4)}`);
    await expect(depart).toHaveValue(date);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(brandUrl(brand, `/search/${origin[2]}${ddmm(date)}${destination[2]}1`));
    await expect(page).toHaveTitle(title);
    await expect(from).toHaveValue(origin[1]);
    await expect(to).toHaveValue(destination[1]);
    await expect(depart).toHaveValue(date);
  });
}
