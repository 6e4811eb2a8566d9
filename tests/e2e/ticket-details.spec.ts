import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app';
import { violationsInLayouts } from './support/axe';
import { brandUrl, type BrandCode } from './support/brands';
import { saveElementScreenshot } from './support/screenshots';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
/** Moscow to Istanbul one way in three weeks, two adults. */
const searchPath = `/search/MOW${ddmm(inDays(21))}IST2`;

const brands: { brand: BrandCode; covers: RegExp; details: string; twoBags: string; otherCard: RegExp }[] = [
  { brand: 'AS', covers: /^за 2 пассажиров$/, details: 'Подробнее', twoBags: '2 места', otherCard: /Зарубежная карта/ },
  { brand: 'WA', covers: /^per passenger$/, details: 'Details', twoBags: '2 bags', otherCard: /Russian card/ },
];

/** The agencies' totals in the opened details, in their order. */
const totals = (page: Page) =>
  page.getByTestId('agency-offer').evaluateAll((offers) => offers.map((offer) => `${offer.getAttribute('data-agency')}:${offer.getAttribute('data-total')}`));

async function finishedResults(page: Page, path: string) {
  await page.goto(path);
  // The client runs the search: its first card means the page has hydrated (slower on a busy machine).
  await expect(page.getByTestId('ticket').first()).toBeVisible({ timeout: 20_000 });
  await waitForApp(page);
  await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 15_000 });
}

// Axe over four layouts of a long results page and a second page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const { brand, covers, details, twoBags, otherCard } of brands) {
  test(`${brand}: open a ticket's details, choose bags and a card, see the total change; the shared address opens them`, async ({ page, browser }) => {
    await finishedResults(page, brandUrl(brand, searchPath));
    // Every price says what it covers: the brand's default for two passengers.
    await expect(page.getByTestId('price-covers').first()).toHaveText(covers);

    // A ticket several agencies sell.
    const card = page.locator('[data-testid="ticket"]', { hasText: /·/ }).first();
    const id = (await card.getAttribute('data-ticket-id'))!;
    // The card's own buy button leads to the click-out of its cheapest offer.
    const cardBuy = new URL((await card.getByTestId('ticket-buy').getAttribute('href'))!, page.url());
    expect(cardBuy.pathname).toBe('/click');
    expect(cardBuy.searchParams.get('ticket_id')).toBe(id);
    expect(cardBuy.searchParams.get('agency_id')).toMatch(/^[a-z]+$/);
    await card.getByRole('button', { name: details }).click();
    const opened = card.getByTestId('ticket-details');
    await expect(opened).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]ticket=${id}`));
    await expect(opened.getByTestId('fare-conditions').first()).toBeVisible();
    await expect(opened.getByTestId('trust-score').first()).toBeVisible();

    const before = await totals(page);
    expect(before.length).toBeGreaterThan(0);
    await opened.getByRole('radio', { name: twoBags }).check();
    await expect.poll(() => totals(page)).not.toEqual(before);
    const withBags = await totals(page);
    // More bags never cost less.
    const first = (list: string[], agency: string) => Number(list.find((entry) => entry.startsWith(`${agency}:`))?.split(':')[1]);
    const agency = withBags[0]!.split(':')[0]!;
    if (before.some((entry) => entry.startsWith(`${agency}:`))) expect(first(withBags, agency)).toBeGreaterThanOrEqual(first(before, agency));

    await opened.getByRole('radio', { name: otherCard }).check();
    await expect.poll(() => totals(page)).not.toEqual(withBags);
    const buy = opened.getByTestId('offer-buy').first();
    const href = new URL((await buy.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe('/click');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ ticket_id: id, bags: '2', method: brand === 'AS' ? 'ww_card' : 'ru_card' });
    expect(href.searchParams.get('search_id')).toMatch(/^[0-9a-f-]{36}$/);

    await opened.getByTestId('trust-score').first().click();
    expect(await violationsInLayouts(page), 'axe violations on the opened details').toEqual([]);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.emulateMedia({ colorScheme: 'light' });
      await saveElementScreenshot(card, `ticket-details-${brand}-${width}`);
    }

    // The address, opened afresh, brings the ticket first with its details open.
    const shared = await browser.newPage();
    await shared.goto(page.url());
    const pinned = shared.getByTestId('shared-ticket');
    await expect(pinned.getByTestId('ticket-details')).toBeVisible({ timeout: 15_000 });
    await expect(pinned.getByTestId('ticket')).toHaveAttribute('data-ticket-id', id);
    await expect(pinned).toBeInViewport();
    await shared.close();
  });

  test(`${brand}: a shared ticket that is no longer sold says so`, async ({ page }) => {
    await finishedResults(page, brandUrl(brand, `${searchPath}?ticket=0123456789abcdef`));
    await expect(page.getByTestId('shared-ticket-state')).toHaveText(brand === 'AS' ? /больше не продаётся/ : /not on sale any more/);
    await expect(page.getByTestId('shared-ticket')).toHaveCount(0);
  });
}
