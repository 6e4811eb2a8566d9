import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app';
import { brandUrl, type BrandCode } from './support/brands';

const place = (page: Page, field: 'origin' | 'destination') => page.locator(`input[name="${field}"]`);

/** Types into a place field letter by letter and picks the suggestion with `name` by the keyboard. */
async function pick(page: Page, field: 'origin' | 'destination', text: string, name: RegExp) {
  const input = place(page, field);
  await input.click();
  await input.pressSequentially(text, { delay: 60 });
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allInnerTexts();
  const index = names.findIndex((option) => name.test(option.split('\n')[0]!.trim()));
  expect(index, names.join(' | ')).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(name);
}

const brands: { brand: BrandCode; moscow: RegExp; prague: RegExp; typed: string }[] = [
  { brand: 'AS', moscow: /^Москва$/, prague: /^Прага$/, typed: 'Пра' },
  { brand: 'WA', moscow: /^Moscow$/, prague: /^Prague$/, typed: 'Pra' },
];

for (const { brand, moscow, prague, typed } of brands) {
  test(`${brand}: replacing a chosen place keeps every letter typed`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/'));
    await waitForApp(page);
    await pick(page, 'origin', brand === 'AS' ? 'Моск' : 'Mosc', moscow);
    // Focus selects the chosen name; typing replaces it, first letter included.
    await place(page, 'origin').click();
    await place(page, 'origin').pressSequentially(typed, { delay: 60 });
    await expect(place(page, 'origin')).toHaveValue(typed);
    await pick(page, 'origin', '', prague);
  });
}
