import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { violationsInLayouts } from './support/axe';
import { brandUrl, type BrandCode } from './support/brands';
import { saveElementScreenshot } from './support/screenshots';
import { isoInDays as inDays } from './support/clock';

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
/** Moscow to Istanbul one way in three weeks, two adults. */
const searchPath = `/search/MOW${ddmm(inDays(21))}IST2`;

const brands: {
  brand: BrandCode;
  covers: RegExp;
  details: string;
  twoBags: string;
  otherCard: RegExp;
  card: 'ru_card' | 'ww_card';
  basis: RegExp;
  currency: string;
}[] = [
  {
    brand: 'AS',
    covers: /^за 2 пассажира$/,
    details: 'Подробнее',
    twoBags: '2 места',
    otherCard: /Зарубежная карта/,
    card: 'ru_card',
    basis: /^Российская карта: (комиссия за карту включена|без комиссии за карту)$/,
    currency: 'rub',
  },
  {
    brand: 'WA',
    covers: /^per passenger$/,
    details: 'Details',
    twoBags: '2 bags',
    otherCard: /Russian card/,
    card: 'ww_card',
    basis: /^International card: (card fee included|no card fee)$/,
    currency: 'usd',
  },
];

/** The last amount in a text ("Total $1,234", "2 места багажа 1 500 ₽"), as a number. */
const lastAmount = (text: string) => Number((text.match(/\d(?:[\d\u00a0\u202f ,.]*\d)?/g) ?? []).at(-1)?.replace(/\D/g, ''));

/**
 * The card's click-out in a page of its own: the transitional page's total (in the visit's
 * currency, as it writes it) before it hands over to the agency's site (a stub here) or to the
 * booking page.
 */
async function clickTotal(page: Page, href: string): Promise<{ amount: number; currency: string; text: string }> {
  const click = await page.context().newPage();
  await click.route(/^https:\/\/www\.[a-z-]+\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Agency</title>' }),
  );
  await click.goto(href);
  const price = click.locator('[data-testid="click-agency"], [data-testid="click-here"]').locator('[data-total]');
  await expect(price).toBeVisible({ timeout: 15_000 });
  const total = {
    amount: Number(await price.getAttribute('data-total')),
    currency: (await price.getAttribute('data-currency'))!,
    text: await price.innerText(),
  };
  await click.close();
  return total;
}

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

for (const { brand, covers, details, twoBags, otherCard, card: method, basis, currency } of brands) {
  test(`${brand}: open a ticket's details, choose bags and a card, see the total change; the shared address opens them`, async ({ page, browser }) => {
    await finishedResults(page, brandUrl(brand, searchPath));
    // Every price says what it covers: the brand's default for two passengers.
    await expect(page.getByTestId('price-covers').first()).toHaveText(covers);

    // A ticket several agencies sell.
    const card = page.locator('[data-testid="ticket"]', { hasText: /·/ }).first();
    const id = (await card.getAttribute('data-ticket-id'))!;
    // The card's price is for the brand's card, with what it includes said beside it.
    const cardPrice = Number(await card.getAttribute('data-price'));
    const cardAgency = (await card.getAttribute('data-agency'))!;
    await expect(card).toHaveAttribute('data-method', method);
    await expect(card).toHaveAttribute('data-bags', '0');
    await expect(card.getByTestId('price-basis')).toHaveText(basis);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await saveElementScreenshot(card, `ticket-card-${brand}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    // The card's own buy button leads to the click-out of its offer, with its bags and card: the
    // transitional page's total is the card's price.
    const cardBuy = new URL((await card.getByTestId('ticket-buy').getAttribute('href'))!, page.url());
    expect(cardBuy.pathname).toBe('/click');
    expect(Object.fromEntries(cardBuy.searchParams)).toMatchObject({ ticket_id: id, agency_id: cardAgency, bags: '0', method });
    const charged = await clickTotal(page, cardBuy.href);
    const cardTotal = lastAmount(await card.getByTestId('ticket-buy').innerText());
    expect(charged.currency).toBe(currency);
    expect(charged.amount).toBe(cardTotal);
    expect(lastAmount(charged.text)).toBe(cardTotal);
    await card.getByRole('button', { name: details }).click();
    const opened = card.getByTestId('ticket-details');
    await expect(opened).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]ticket=${id}`));
    await expect(opened.getByTestId('fare-conditions').first()).toBeVisible();
    await expect(opened.getByTestId('trust-score').first()).toBeVisible();

    const before = await totals(page);
    expect(before.length).toBeGreaterThan(0);
    // The details start from the card's bags and card: the card's agency is there, first, at the card's price,
    // and its one total line is the sum of its parts as written.
    expect(before[0]).toBe(`${cardAgency}:${cardPrice}`);
    const cheapest = opened.getByTestId('agency-offer').first();
    await expect(cheapest.getByTestId('offer-total')).toHaveCount(1);
    const parts = (await cheapest.getByTestId('offer-parts').innerText()).split(' + ').map(lastAmount);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(lastAmount(await cheapest.getByTestId('offer-total').innerText()));
    // The card's button names that total (a share per passenger is the headline's only, and says so).
    expect(lastAmount(await card.getByTestId('ticket-buy').innerText())).toBe(lastAmount(await cheapest.getByTestId('offer-total').innerText()));
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
