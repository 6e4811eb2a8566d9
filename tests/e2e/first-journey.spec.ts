import { expect, test } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl, type BrandCode } from './support/brands';
import { tabTo } from './support/keyboard';
import { isoInDays } from './support/clock';

// The first journey, by keyboard only: on the main page the origin is prefilled with the market's
// home city; the traveller types another one over it, picks it and a destination from the
// suggestions, types a date and submits with Enter.

// The date field's segments follow the browser's locale: month, day, year in en-US.
test.use({ locale: 'en-US' });

const journeys: { brand: BrandCode; prefilled: string; origin: [string, string, string]; destination: [string, string, string]; title: string }[] = [
  {
    brand: 'AS',
    prefilled: 'Москва',
    origin: ['Санкт', 'Санкт-Петербург', 'LED'],
    destination: ['Стамб', 'Стамбул', 'IST'],
    title: 'Авиабилеты из Санкт-Петербурга в Стамбул — Авиасмарт',
  },
  {
    brand: 'WA',
    prefilled: 'New York',
    origin: ['Lond', 'London', 'LON'],
    destination: ['Istan', 'Istanbul', 'IST'],
    title: 'Flights London – Istanbul — WayAround',
  },
];

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

for (const { brand, prefilled, origin, destination, title } of journeys) {
  test(`${brand}: typing over the prefilled origin keeps every letter and the search starts`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/'));
    await waitForApp(page);
    const from = page.locator('input[name="origin"]');
    const to = page.locator('input[name="destination"]');
    const depart = page.locator('input[name="departDate"]');
    await expect(from).toHaveValue(prefilled);

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
