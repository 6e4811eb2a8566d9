import { expect, test, type Page } from './support/test';
import { violationsInLayouts } from './support/axe';
import { waitForApp } from './support/app';
import { brandUrl, type BrandCode } from './support/brands';
import { saveScreenshot } from './support/screenshots';
import { isoInDays } from './support/clock';

// The search form's kinds of trip (one-way, return, multi-city), its date horizon, and its look on
// a phone, in both brands.

const texts: Record<BrandCode, { multi: string; oneway: string; return: string; submit: string; addLeg: string; horizon: RegExp; places: [string, RegExp][] }> =
  {
    AS: {
      multi: 'Сложный маршрут',
      oneway: 'В одну сторону',
      return: 'Туда и обратно',
      submit: 'Найти билеты',
      addLeg: 'Добавить перелёт',
      horizon: /не более чем на 364 дня вперёд/,
      places: [
        ['Мос', /^Москва/],
        ['Стамб', /^Стамбул/],
        ['Санкт', /^Санкт-Петербург/],
      ],
    },
    WA: {
      multi: 'Multi-city',
      oneway: 'One way',
      return: 'Round trip',
      submit: 'Search flights',
      addLeg: 'Add a flight',
      horizon: /at most 364 days ahead/,
      places: [
        ['Mos', /^Moscow/],
        ['Istan', /^Istanbul/],
        ['Saint P', /^(Saint|St\.?) Petersburg/],
      ],
    },
  };

/** Today in the browser's own time zone (on the server's calendar, support/clock.ts), and a day some days on. */
const browserDay = (page: Page, days: number) =>
  page.evaluate((ahead) => {
    const now = new Date(Date.now() + ahead * 86_400_000);
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  }, days);
const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

async function choosePlace(page: Page, field: string, text: string, expected: RegExp) {
  const input = page.locator(`input[name="${field}"]`);
  await input.click();
  await input.fill('');
  await input.pressSequentially(text, { delay: 40 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(expected);
  await input.press('Enter');
  await expect(input).toHaveValue(expected);
}

for (const brand of ['AS', 'WA'] as const) {
  const say = texts[brand];
  const [moscow, istanbul, petersburg] = say.places;

  test(`${brand}: a three-leg multi-city search from the form reaches results with three legs per ticket`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/'));
    await waitForApp(page);
    // The kinds of trip are one radio group: the arrow keys move through it.
    await page.getByRole('radio', { name: say.return }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: say.multi })).toBeChecked();
    await choosePlace(page, 'origin', ...moscow!);
    await choosePlace(page, 'destination', ...istanbul!);
    const dates = [await browserDay(page, 20), await browserDay(page, 25), await browserDay(page, 30)];
    await page.locator('input[name="departDate"]').fill(dates[0]!);
    // The next leg starts where the one before ends.
    await expect(page.locator('input[name="leg2Origin"]')).toHaveValue(istanbul![1]);
    await choosePlace(page, 'leg2Destination', ...petersburg!);
    await page.locator('input[name="leg2Date"]').fill(dates[1]!);
    await page.getByRole('button', { name: say.addLeg }).click();
    await expect(page.locator('input[name="leg3Origin"]')).toHaveValue(petersburg![1]);
    await choosePlace(page, 'leg3Destination', ...moscow!);
    await page.locator('input[name="leg3Date"]').fill(dates[2]!);
    await page.setViewportSize({ width: 1366, height: 900 });
    await saveScreenshot(page, `multi-city/${brand}-form-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, `multi-city/${brand}-form-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    // Enter in a field searches (it does not add or remove a leg).
    await page.locator('input[name="leg3Date"]').press('Enter');

    await expect(page).toHaveURL(new RegExp(`/search/MOW${ddmm(dates[0]!)}IST-IST${ddmm(dates[1]!)}LED-LED${ddmm(dates[2]!)}MOW1$`));
    await expect(page.getByTestId('ticket').first()).toBeVisible();
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 15_000 });
    const legsPerTicket = await page
      .getByTestId('ticket')
      .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('[data-testid="ticket-leg"]').length));
    expect(legsPerTicket.length).toBeGreaterThan(0);
    expect(new Set(legsPerTicket)).toEqual(new Set([3]));
    await expect(page.locator('h1')).toContainText(petersburg![1].source.replace(/^\^/, '').split('(')[0]!.slice(0, 5));
    await saveScreenshot(page, `multi-city/${brand}-results-1366`, { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, `multi-city/${brand}-results-390`, { fullPage: false });
    // The form on the results page shows the trip it searched.
    await expect(page.locator('input[name="leg3Destination"]')).toHaveValue(moscow![1]);
  });

  test(`${brand}: the date horizon is stated on the date fields and enforced with a message`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/'));
    await waitForApp(page);
    const last = await browserDay(page, 364);
    const depart = page.locator('input[name="departDate"]');
    await expect(depart).toHaveAttribute('max', last);
    await expect(page.locator('input[name="returnDate"]')).toHaveAttribute('max', last);
    await choosePlace(page, 'origin', ...moscow!);
    await choosePlace(page, 'destination', ...istanbul!);
    await depart.fill(await browserDay(page, 400));
    await page.getByRole('button', { name: say.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(say.horizon);
    await expect(depart).toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).pathname).toBe('/');
    // The last day is still searched, as itself.
    await depart.fill(last);
    await page.getByRole('button', { name: say.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/search/MOW${ddmm(last)}IST1$`));
  });

  test(`${brand}: every kind of trip passes axe; on a phone the clear button and the currency select fit`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/'));
    await waitForApp(page);
    const form = page.getByTestId('search-form');
    for (const kind of ['oneway', 'multi', 'return'] as const) {
      await page.getByRole('radio', { name: say[kind] }).check();
      await expect(page.getByRole('radio', { name: say[kind] })).toBeChecked();
      await expect(page.getByTestId('multi-city-legs')).toBeVisible({ visible: kind === 'multi' });
      await expect(page.locator('input[name="returnDate"]')).toBeVisible({ visible: kind === 'return' });
      const violations = await violationsInLayouts(page);
      expect(violations, violations.join('\n')).toEqual([]);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await page.emulateMedia({ colorScheme: 'light' });
        await form.screenshot({ path: `test-results/screenshots/multi-city/${brand}-${kind}-${width}.png` });
      }
    }

    // On a phone the return date's clear button sits beside the date's text, not over it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('input[name="departDate"]').fill(await browserDay(page, 10));
    await page.locator('input[name="returnDate"]').fill(await browserDay(page, 17));
    const clear = page.locator('input[name="returnDate"] ~ button');
    await expect(clear).toBeVisible();
    const overlap = await page.locator('input[name="returnDate"]').evaluate((input) => {
      const box = input.getBoundingClientRect();
      const textEnd = box.right - parseFloat(getComputedStyle(input).paddingRight);
      const button = input.parentElement!.querySelector('button')!.getBoundingClientRect();
      return textEnd - button.left;
    });
    expect(overlap).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `multi-city/${brand}-return-clear-390`, { fullPage: false });

    // The region picker's selects stay within the screen.
    await page.getByTestId('region-settings').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const overflow = await dialog
      .locator('select')
      .evaluateAll((selects) => selects.map((select) => Math.round(select.getBoundingClientRect().right - window.innerWidth)));
    expect(
      overflow.every((pixels) => pixels <= 0),
      `selects overflow by ${overflow.join(', ')} px`,
    ).toBe(true);
    await saveScreenshot(page, `multi-city/${brand}-region-390`, { fullPage: false });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('WA: the plain form adds a leg through the server and searches three legs', async ({ page }) => {
    const dates = [isoInDays(20), isoInDays(25), isoInDays(30)];
    await page.goto(brandUrl('WA', '/routes/MOW/IST'));
    await page.getByRole('radio', { name: 'Multi-city' }).check();
    await expect(page.getByTestId('multi-city-legs')).toBeVisible();
    await expect(page.locator('input[name="returnDate"]')).toBeHidden();
    await page.locator('input[name="origin"]').fill('MOW');
    await page.locator('input[name="destination"]').fill('IST');
    await page.locator('input[name="departDate"]').fill(dates[0]!);
    await page.locator('input[name="leg2Origin"]').fill('IST');
    await page.locator('input[name="leg2Destination"]').fill('LED');
    await page.locator('input[name="leg2Date"]').fill(dates[1]!);
    await page.getByRole('button', { name: 'Add a flight' }).click();
    // The server sends the form back with a third leg starting where the second ends, nothing lost.
    await expect(page.locator('input[name="leg3Origin"]')).toHaveValue('LED');
    await expect(page.locator('input[name="leg2Date"]')).toHaveValue(dates[1]!);
    await expect(page.getByRole('radio', { name: 'Multi-city' })).toBeChecked();
    await page.locator('input[name="leg3Destination"]').fill('MOW');
    await page.locator('input[name="leg3Date"]').fill(dates[2]!);
    await saveScreenshot(page, 'multi-city/WA-no-js-1366', { fullPage: false });
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/MOW${ddmm(dates[0]!)}IST-IST${ddmm(dates[1]!)}LED-LED${ddmm(dates[2]!)}MOW1$`));
  });

  for (const brand of ['AS', 'WA'] as const) {
    test(`${brand}: on a phone the region picker's plain form keeps its selects within the screen`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(brandUrl(brand, '/routes/MOW/IST'));
      await page.getByTestId('region-settings').click();
      const panel = page.locator('details[open] form');
      await expect(panel).toBeVisible();
      const overflow = await panel.evaluate((form) => {
        const edge = Math.min(window.innerWidth, form.getBoundingClientRect().right);
        return [...form.querySelectorAll('select')].map((select) => Math.round(select.getBoundingClientRect().right - edge));
      });
      expect(
        overflow.every((pixels) => pixels <= 0),
        `selects overflow by ${overflow.join(', ')} px`,
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, `multi-city/${brand}-region-no-js-390`, { fullPage: false });
    });
  }
});
