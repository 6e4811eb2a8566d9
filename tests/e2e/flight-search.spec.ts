import { expect, test, type Page } from './support/test';
import { brandUrl, type BrandCode } from './support/brands';
import { waitForApp } from './support/app';
import { isoInDays } from './support/clock';

const shots = 'test-results/screenshots';

const journeys: { brand: BrandCode; origin: string; originName: RegExp; destination: string; destinationName: RegExp; currency: RegExp }[] = [
  { brand: 'AS', origin: 'Мос', originName: /^Москва/, destination: 'Стамб', destinationName: /^Стамбул/, currency: /₽/ },
  { brand: 'WA', origin: 'Mos', originName: /^Moscow/, destination: 'Istan', destinationName: /^Istanbul/, currency: /\$/ },
];

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

/** Types into a place field and picks the first suggestion with the keyboard. */
async function choosePlace(page: Page, field: 'origin' | 'destination', text: string, expected: RegExp) {
  const input = page.locator(`input[name="${field}"]`);
  await input.click();
  await input.fill('');
  await input.pressSequentially(text, { delay: 40 });
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toContainText(expected);
  await input.press('ArrowDown');
  await input.press('ArrowUp');
  await input.press('Enter');
  await expect(input).toHaveValue(expected);
}

const attribute = (page: Page, name: string) => page.getByTestId('ticket').evaluateAll((cards, attr) => cards.map((card) => card.getAttribute(attr)!), name);

for (const journey of journeys) {
  test(`${journey.brand}: search Moscow → Istanbul, watch results stream in, sort and reload`, async ({ page }) => {
    await page.goto(brandUrl(journey.brand, '/'));
    await expect(page.locator('html')).toHaveAttribute('data-brand', journey.brand);
    await waitForApp(page);
    await page.screenshot({ path: `${shots}/${journey.brand}-main.png`, fullPage: true });

    await choosePlace(page, 'origin', journey.origin, journey.originName);
    await choosePlace(page, 'destination', journey.destination, journey.destinationName);
    const depart = isoInDays(20);
    const back = isoInDays(27);
    await page.locator('input[name="departDate"]').fill(depart);
    await page.locator('input[name="returnDate"]').fill(back);
    await page.getByRole('button', { name: journey.brand === 'AS' ? 'Найти билеты' : 'Search flights' }).click();

    await expect(page).toHaveURL(new RegExp(`/search/MOW${ddmm(depart)}IST${ddmm(back)}1$`));
    await expect(page.getByTestId('search-progress')).toBeVisible();
    await expect(page.getByTestId('ticket').first()).toBeVisible();
    await expect(page.getByTestId('ticket-price').first()).toHaveText(journey.currency);
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 20_000 });
    // The finished bar keeps its place, so the results do not move up when the search ends.
    expect((await page.getByTestId('search-progress').boundingBox())?.height).toBe(4);
    await page.screenshot({ path: `${shots}/${journey.brand}-results.png`, fullPage: true });

    await page.getByTestId('sort-cheapest').click();
    const prices = (await attribute(page, 'data-price')).map(Number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cheapestOrder = await attribute(page, 'data-ticket-id');

    await page.getByTestId('sort-fastest').click();
    const durations = (await attribute(page, 'data-duration')).map(Number);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    expect(await attribute(page, 'data-ticket-id')).not.toEqual(cheapestOrder);

    // The address alone brings the same search back.
    await page.getByTestId('sort-cheapest').click();
    const before = await attribute(page, 'data-ticket-id');
    await page.reload();
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 20_000 });
    await page.getByTestId('sort-cheapest').click();
    expect(await attribute(page, 'data-ticket-id')).toEqual(before);
    await expect(page.locator('input[name="origin"]')).toHaveValue(journey.originName);
  });
}
