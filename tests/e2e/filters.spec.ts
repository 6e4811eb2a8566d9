import { expect, test, type Locator, type Page } from './support/test';
import { waitForApp } from './support/app';
import { violationsInLayouts } from './support/axe';
import { brandCodes, brandUrl } from './support/brands';
import { tabTo } from './support/keyboard';
import { languageQuery } from './support/languages';
import { sampleSearchPath } from './support/route-samples';
import { saveElementScreenshot, saveScreenshot } from './support/screenshots';

interface FoundTicket {
  id: string;
  segments: { flights: { carrier: string }[] }[];
  offers: { agency_id: string }[];
}

/** The cards each agency takes, from the results' `agencies`. */
type AgencyCards = Map<string, string[]>;

/** Every ticket the search answered with, as the page received them, and the cards each agency takes. */
function collectTickets(page: Page): Map<string, FoundTicket> & { cards: AgencyCards } {
  const found = Object.assign(new Map<string, FoundTicket>(), { cards: new Map() as AgencyCards });
  page.on('response', async (response) => {
    if (!/\/api\/search\/v1\/searches\/[^/]+\/results/.test(response.url()) || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { tickets?: FoundTicket[]; agencies?: Record<string, { payment: { method: string }[] }> } | null;
    for (const [id, agency] of Object.entries(body?.agencies ?? {}))
      found.cards.set(
        id,
        agency.payment.map((fee) => fee.method),
      );
    for (const ticket of body?.tickets ?? []) {
      const known = found.get(ticket.id);
      found.set(ticket.id, known ? { ...ticket, offers: [...known.offers, ...ticket.offers] } : ticket);
    }
  });
  return found;
}

/** The brand's card without settings (its default market's): the results show only what an agency sells to it. */
const brandCard = { AS: 'ru_card', WA: 'ww_card' } as const;
const sellable = (ticket: FoundTicket, cards: AgencyCards, card: string) => ticket.offers.some((offer) => cards.get(offer.agency_id)?.includes(card));
/** The number in the status line ("Найдено 12 предложений", "Found 12 options"). */
const foundCount = async (page: Page) => Number((await page.getByTestId('search-status').innerText()).replace(/\D/g, ''));

/** Each card's price (roubles, for every passenger) by ticket. */
const cardPrices = async (page: Page) =>
  new Map(
    await page
      .getByTestId('ticket')
      .evaluateAll((cards) => cards.map((card) => [card.getAttribute('data-ticket-id')!, Number(card.getAttribute('data-price'))] as const)),
  );
const shownIds = (page: Page) => page.getByTestId('ticket').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-ticket-id')!));
const isDirect = (ticket: FoundTicket) => ticket.segments.every((segment) => segment.flights.length === 1);
const flies = (ticket: FoundTicket, carrier: string) => ticket.segments.some((segment) => segment.flights.some((flight) => flight.carrier === carrier));

async function searchDone(page: Page) {
  await expect(page.getByTestId('ticket').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 15_000 });
}

/** Elements of `container` that stick out of it: the Kazakh labels' defect. */
const overflowing = (container: Locator) =>
  container.evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`);
  });

for (const brand of brandCodes) {
  test(`${brand}: direct flights on one airline, kept in the address through a reload`, async ({ page }) => {
    // A search, a reload and axe in four layouts.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const tickets = collectTickets(page);
    await page.goto(brandUrl(brand, sampleSearchPath()));
    await waitForApp(page);
    await searchDone(page);
    const panel = page.getByTestId('filters');

    await panel.locator('input[name="stops"][value="0"]').check();
    // The airline counts follow the stops filter: the first airline that still has tickets.
    const airline = panel.locator('input[name="airlines"]:not([disabled])').first();
    const code = (await airline.getAttribute('value'))!;
    await airline.check();
    await expect(page).toHaveURL(new RegExp(`[?&]stops=0&airlines=${code}(&|$)`));

    const forSale = [...tickets.values()].filter((ticket) => sellable(ticket, tickets.cards, brandCard[brand]));
    const expected = forSale.filter((ticket) => isDirect(ticket) && flies(ticket, code));
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByTestId('ticket')).toHaveCount(Math.min(expected.length, 20));
    // The found count is what the filters show, not everything the search found.
    expect(forSale.length).toBeGreaterThan(expected.length);
    await expect.poll(() => foundCount(page)).toBe(expected.length);
    for (const id of await shownIds(page)) {
      const ticket = tickets.get(id)!;
      expect(isDirect(ticket), id).toBe(true);
      expect(flies(ticket, code), id).toBe(true);
    }
    const shown = (await shownIds(page)).sort();
    await saveScreenshot(page, `filters-${brand}-1366`);
    await saveElementScreenshot(panel, `filters-${brand}-1366-panel`);
    expect(await violationsInLayouts(page)).toEqual([]);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    await waitForApp(page);
    // Read on the server render too: the address's filters are there before the search answers.
    await searchDone(page);
    await expect(panel.locator('input[name="stops"][value="0"]')).toBeChecked();
    await expect(panel.locator(`input[name="airlines"][value="${code}"]`)).toBeChecked();
    // With the filters on from the start, tickets of a later batch wait behind a control while the
    // search runs, and join the list by themselves once it has ended (results-stability.spec.ts).
    await expect(page.getByTestId('show-new-results')).toHaveCount(0);
    await expect.poll(async () => (await shownIds(page)).sort()).toEqual(shown);

    // A reset shows everything again and clears the address.
    await page.getByTestId('filters-reset').click();
    await expect(page).not.toHaveURL(/stops=/);
    await expect(page.getByTestId('ticket')).toHaveCount(Math.min(forSale.length, 20));
    await expect.poll(() => foundCount(page)).toBe(forSale.length);

    // One checked bag each: every card's price carries it (bought where the fare has none), never less than without.
    const withoutBags = await cardPrices(page);
    await panel.locator('input[name="bags"][value="1"]').check();
    await expect(page).toHaveURL(/[?&]baggage=1(&|$)/);
    await expect(page.locator('[data-testid="ticket"]:not([data-bags="1"])')).toHaveCount(0);
    const withBag = await cardPrices(page);
    for (const [id, price] of withBag) if (withoutBags.has(id)) expect(price, id).toBeGreaterThanOrEqual(withoutBags.get(id)!);
    await expect.poll(() => foundCount(page)).toBe(forSale.length);
  });

  test(`${brand}: the sort and a malformed filter in the address`, async ({ page, browser }) => {
    const address = brandUrl(brand, `${sampleSearchPath()}?sort=cheapest&stops=9,x&price=abc&airlines=%ZZ`);
    // The server render shows the chosen sort already.
    const serverOnly = await browser.newContext({ javaScriptEnabled: false });
    const rendered = await serverOnly.newPage();
    await rendered.goto(address);
    await expect(rendered.getByTestId('sort-cheapest')).toHaveAttribute('aria-checked', 'true');
    await serverOnly.close();
    // The client reads the same view: hydration finds what the server rendered.
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.goto(address);
    await expect(page.getByTestId('sort-cheapest')).toHaveAttribute('aria-checked', 'true');
    await waitForApp(page);
    await searchDone(page);
    // Cards keep their places while the search streams in (placement.ts); choosing the sort ranks them all.
    await page.getByTestId('sort-cheapest').click();
    const prices = await page.getByTestId('ticket').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-price'))));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Written back, the address keeps what reads and drops what does not.
    await expect(page).toHaveURL(/\?sort=cheapest$/);
    expect(errors).toEqual([]);
  });

  test(`${brand}: the filters sheet on a phone, by keyboard`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(brandUrl(brand, sampleSearchPath()));
    await waitForApp(page);
    await searchDone(page);
    const opener = page.getByTestId('filters-open');
    await tabTo(page, opener, 60);
    await page.keyboard.press('Enter');
    const sheet = page.getByTestId('filters-sheet');
    await expect(sheet).toBeVisible();

    const direct = sheet.locator('input[name="stops"][value="0"]');
    await tabTo(page, direct);
    await page.keyboard.press('Space');
    await expect(direct).toBeChecked();
    // The price's upper slider, moved with the keyboard.
    const priceTo = sheet.getByTestId('filter-price').locator('input[type="range"]').nth(1);
    await tabTo(page, priceTo);
    for (let step = 0; step < 3; step++) await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(/[?&]price=-\d+/);
    await saveScreenshot(page, `filters-${brand}-390-sheet`, { fullPage: false });
    expect(await violationsInLayouts(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/[?&]stops=0(&|$)/);
  });
}

test('Kazakh filter labels fit the sheet at 390 px and the sidebar at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(brandUrl('AS', `${sampleSearchPath()}?${languageQuery('kk')}`));
  await expect(page.locator('html')).toHaveAttribute('lang', /^kk/);
  await waitForApp(page);
  await searchDone(page);
  await page.getByTestId('filters-open').click();
  const sheet = page.getByTestId('filters-sheet');
  await expect(sheet).toBeVisible();
  expect(await overflowing(page.getByRole('dialog'))).toEqual([]);
  expect(await sheet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'filters-kk-390-sheet', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1366, height: 900 });
  const panel = page.getByTestId('filters');
  await expect(panel).toBeVisible();
  expect(await overflowing(panel)).toEqual([]);
  await saveElementScreenshot(panel, 'filters-kk-1366-panel');
});
