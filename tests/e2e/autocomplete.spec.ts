import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { violationsInLayouts } from './support/axe';
import { brandUrl, type BrandCode } from './support/brands';
import { tabTo } from './support/keyboard';
import { saveScreenshot } from './support/screenshots';
import { isoInDays } from './support/clock';
import { signIn } from './support/session';

const place = (page: Page, field: 'origin' | 'destination') => page.locator(`input[name="${field}"]`);
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
/** A Russian mobile number of its own per run and brand: the server limits codes per phone. */
const phoneFor = (brand: BrandCode) => `918${brand === 'AS' ? 1 : 2}${String(Date.now()).slice(-6)}`;

/** Moves through the open list with the arrow keys to the option whose name matches, and picks it with Enter. */
async function pickByKeyboard(page: Page, field: 'origin' | 'destination', name: RegExp) {
  const input = place(page, field);
  // The list answers the last keystroke a moment later: wait for the wanted name to be in it.
  const names = async () => (await options(page).allInnerTexts()).map((option) => option.split('\n')[0]!.trim());
  await expect.poll(async () => (await names()).some((option) => name.test(option))).toBe(true);
  const index = (await names()).findIndex((option) => name.test(option));
  for (let step = 0; step < index; step += 1) await input.press('ArrowDown');
  await input.press('Enter');
}

async function typeAndPick(page: Page, field: 'origin' | 'destination', text: string, name: RegExp) {
  await place(page, field).click();
  await place(page, field).pressSequentially(text, { delay: 50 });
  await pickByKeyboard(page, field, name);
  await expect(place(page, field)).toHaveValue(name);
}

const brands: {
  brand: BrandCode;
  petersburg: RegExp;
  moscow: RegExp;
  typedMoscow: string;
  prague: RegExp;
  typedPrague: string;
  country: string;
  istanbul: RegExp;
  submit: string;
  anywhere: string;
}[] = [
  {
    brand: 'AS',
    petersburg: /^Санкт-Петербург$/,
    moscow: /^Москва$/,
    typedMoscow: 'Моск',
    prague: /^Прага$/,
    typedPrague: 'Пра',
    country: 'Турция',
    istanbul: /^Стамбул$/,
    submit: 'Найти билеты',
    anywhere: 'Куда угодно',
  },
  // Cyrillic on the international brand: «Спб» and «Турция» find their places, named in English.
  {
    brand: 'WA',
    petersburg: /^Saint Petersburg$/,
    moscow: /^Moscow$/,
    typedMoscow: 'Mosc',
    prague: /^Prague$/,
    typedPrague: 'Pra',
    country: 'Турция',
    istanbul: /^Istanbul$/,
    submit: 'Search flights',
    anywhere: 'Anywhere',
  },
];

for (const b of brands) {
  test.describe(`${b.brand}: autocomplete`, () => {
    test('«Спб» offers St Petersburg, chosen by keyboard alone; the open list passes axe and is looked at', async ({ page }) => {
      await page.goto(brandUrl(b.brand, '/'));
      await waitForApp(page);
      await tabTo(page, place(page, 'origin'));
      await page.keyboard.type('Спб', { delay: 50 });
      await expect.poll(async () => (await options(page).first().innerText()).split('\n')[0]).toMatch(b.petersburg);
      expect(await violationsInLayouts(page)).toEqual([]);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        await saveScreenshot(page, `autocomplete-${b.brand}-${width}`, { fullPage: false });
      }
      await pickByKeyboard(page, 'origin', b.petersburg);
      await expect(place(page, 'origin')).toHaveValue(b.petersburg);
      await expect(page.getByRole('listbox')).toBeHidden();
    });

    test('replacing a chosen place keeps every letter typed, on the main page and on a content page', async ({ page }) => {
      await page.goto(brandUrl(b.brand, '/'));
      await waitForApp(page);
      await typeAndPick(page, 'origin', b.typedMoscow, b.moscow);
      await place(page, 'destination').click();
      await place(page, 'origin').click();
      await page.keyboard.type(b.typedPrague, { delay: 50 });
      await expect(place(page, 'origin')).toHaveValue(b.typedPrague);
      await pickByKeyboard(page, 'origin', b.prague);
      await expect(place(page, 'origin')).toHaveValue(b.prague);

      // A route page prefills both places from its address; typing over one keeps the first letter.
      await page.goto(brandUrl(b.brand, '/routes/MOW/IST'));
      await waitForApp(page);
      await expect(place(page, 'origin')).toHaveValue(b.moscow);
      // Going to the field hands the page to the app, which then looks the places up again: its
      // answer comes while the traveller types and must not put the old name back.
      await place(page, 'origin').focus();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.keyboard.type(b.typedPrague, { delay: 50 });
      await expect(place(page, 'origin')).toHaveValue(b.typedPrague);
      await page.waitForLoadState('networkidle');
      await expect(place(page, 'origin')).toHaveValue(b.typedPrague);
    });

    test('"anywhere" as destination opens the flights from the origin, never a search', async ({ page }) => {
      await page.goto(brandUrl(b.brand, '/'));
      await waitForApp(page);
      await typeAndPick(page, 'origin', b.typedMoscow, b.moscow);
      // An empty destination offers it on focus.
      await place(page, 'destination').click();
      await expect(page.locator('[role="option"][data-kind="anywhere"]')).toBeVisible();
      // Its word typed whole puts it first, from the origin chosen.
      await place(page, 'destination').pressSequentially(b.anywhere, { delay: 30 });
      await expect(options(page).first()).toHaveAttribute('data-kind', 'anywhere');
      await expect(options(page).first()).toContainText('MOW');
      expect(await violationsInLayouts(page)).toEqual([]);
      await saveScreenshot(page, `autocomplete-${b.brand}-anywhere`, { fullPage: false });
      await place(page, 'destination').press('Enter');
      await expect(page).toHaveURL(/\/routes\/MOW$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(b.brand === 'AS' ? 'Москв' : 'Moscow');
      await expect(place(page, 'origin')).toHaveValue(b.moscow);
      await expect(place(page, 'destination')).toHaveValue('');
    });

    test("a logged-in traveller's recent searches come from the account, in a browser that keeps none", async ({ page, context }) => {
      await signIn(context, b.brand, phoneFor(b.brand));
      const depart = isoInDays(24);
      await page.goto(brandUrl(b.brand, `/search/MOW${ddmm(depart)}LED1`));
      await waitForApp(page);
      await expect(page.getByTestId('search-progress')).toHaveAttribute('data-finished', 'true', { timeout: 20_000 });
      // With a session the search goes to the account, not to this browser's history.
      await expect
        .poll(() =>
          page.evaluate(() =>
            fetch('/api/v2/user/searches/', { headers: { authorization: `Bearer ${localStorage.getItem('jwt')}` } }).then((answer) => answer.json()),
          ),
        )
        .toMatchObject({ searches: [expect.objectContaining({ search_params: expect.objectContaining({ destination: 'LED' }) })] });
      expect(await page.evaluate(() => localStorage.getItem('search_history') ?? '')).not.toContain('LED');

      await page.goto(brandUrl(b.brand, '/'));
      await waitForApp(page);
      await place(page, 'destination').focus();
      const recent = page.locator('[role="option"][data-kind="history"]');
      await expect(recent.first()).toContainText(b.brand === 'AS' ? 'Москва → Санкт-Петербург' : 'Moscow → Saint Petersburg');
      await place(page, 'destination').press('Enter');
      await expect(place(page, 'origin')).toHaveValue(b.moscow);
      await expect(place(page, 'destination')).toHaveValue(b.petersburg);
      await expect(page.locator('input[name="departDate"]')).toHaveValue(depart);
    });

    test('a country as destination offers its cities and reaches working results; the search then shows as recent on focus', async ({ page }) => {
      await page.goto(brandUrl(b.brand, '/'));
      await waitForApp(page);
      await typeAndPick(page, 'origin', b.typedMoscow, b.moscow);
      await place(page, 'destination').click();
      await place(page, 'destination').pressSequentially(b.country, { delay: 50 });
      await expect(options(page).first()).toHaveAttribute('data-kind', 'country');
      await place(page, 'destination').press('Enter');
      // The country opens into its cities; none of them is the country itself.
      await expect(options(page).first()).toHaveAttribute('data-kind', 'city');
      await saveScreenshot(page, `autocomplete-${b.brand}-country-cities`, { fullPage: false });
      await pickByKeyboard(page, 'destination', b.istanbul);
      await expect(place(page, 'destination')).toHaveValue(b.istanbul);
      const depart = isoInDays(21);
      await page.locator('input[name="departDate"]').fill(depart);
      await page.getByRole('button', { name: b.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/search/MOW${ddmm(depart)}IST1$`));
      await expect(page.getByTestId('ticket').first()).toBeVisible();
      if (b.brand === 'AS') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авиабилеты из Москвы в Стамбул');
      await expect(page.getByTestId('search-progress')).toHaveAttribute('data-finished', 'true', { timeout: 20_000 });

      // The finished search is in the history: an empty field offers it on focus.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('search_history') ?? '')).toContain('IST');
      await page.goto(brandUrl(b.brand, '/'));
      await waitForApp(page);
      await expect(place(page, 'destination')).toHaveValue('');
      await place(page, 'destination').focus();
      const recent = page.locator('[role="option"][data-kind="history"]');
      await expect(recent.first()).toBeVisible();
      await expect(recent.first()).toContainText(b.brand === 'AS' ? 'Москва → Стамбул' : 'Moscow → Istanbul');
      await saveScreenshot(page, `autocomplete-${b.brand}-recent`, { fullPage: false });
      expect(await violationsInLayouts(page)).toEqual([]);
      await page.setViewportSize({ width: 1366, height: 900 });
      await place(page, 'destination').press('Enter');
      await expect(place(page, 'origin')).toHaveValue(b.moscow);
      await expect(place(page, 'destination')).toHaveValue(b.istanbul);
      await expect(page.locator('input[name="departDate"]')).toHaveValue(depart);
    });
  });
}
