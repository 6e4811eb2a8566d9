import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { expectNoViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { brandCodes, brandUrl } from './support/brands';
import { layoutShifts, recordLayoutShifts, stopWatchingCards, watchCardPlaces } from './support/layout-shift';
import { sampleSearchPath } from './support/route-samples';
import { saveScreenshot } from './support/screenshots';

/** Whether the chosen places' codes stay clear of the swap button (issue 28: the origin's sat under it). */
async function codesClearOfSwap(page: Page): Promise<boolean> {
  const swap = (await page.getByTestId('swap-places').boundingBox())!;
  const codes = await page
    .locator('[data-place-code]')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  expect(codes).toHaveLength(2);
  return codes.every(
    (code) => code.x + code.width <= swap.x || code.x >= swap.x + swap.width || code.y + code.height <= swap.y || code.y >= swap.y + swap.height,
  );
}

/** Issue 13 item 6 and docs/architecture.md §6: a whole streaming search shifts the layout by at most this. */
const clsBudget = 0.02;

const widths = [
  { width: 1366, height: 768, name: 'desktop' },
  { width: 390, height: 844, name: 'mobile' },
] as const;

for (const brand of brandCodes) {
  for (const { width, height, name } of widths) {
    test(`${brand} at ${width} px: a whole search shifts the layout by at most ${clsBudget}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await recordLayoutShifts(page);
      await watchCardPlaces(page, '[data-testid="ticket"]', 'data-ticket-id');
      await page.goto(brandUrl(brand, sampleSearchPath()));
      await expect(page.getByTestId('ticket').first()).toBeVisible();
      await saveScreenshot(page, `results-streaming-${brand}-${name}`, { fullPage: false });
      await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 15_000 });
      const { total, shifts } = await layoutShifts(page);
      const { moves, seenCards } = await stopWatchingCards(page);
      const finalCards = await page.getByTestId('ticket').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-ticket-id')));
      await saveScreenshot(page, `results-done-${brand}-${name}`, { fullPage: false });
      console.log(`results CLS ${brand} ${width}px: ${total.toFixed(4)}`);
      // Cards on screen keep their place while the rest of the results stream in, and when the
      // search ends (and what waited joins the list) the cards seen still lead it in their order:
      // later answers never push a card down or pull it up.
      expect(moves).toEqual([]);
      expect(seenCards.length).toBeGreaterThan(0);
      expect(finalCards.slice(0, seenCards.length)).toEqual(seenCards);
      await expect(page.getByTestId('show-new-results')).toHaveCount(0);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(clsBudget);
    });
  }
}

/**
 * The first answer that carries tickets reaches the page with only half of them, and its cursor
 * unchanged, so that the next poll brings the rest as tickets that arrived after the list was
 * placed. Without it the test would depend on timing: on a busy machine the page may hydrate after
 * every agency has answered, and its first poll brings the whole search at once. The answer that
 * completes the search waits until the test calls the returned `finish`.
 */
async function stageResults(page: Page): Promise<{ finish(): void }> {
  let staged = false;
  let finish = () => {};
  const finished = new Promise<void>((done) => (finish = done));
  await page.route('**/api/search/v1/searches/*/results*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { tickets: unknown[]; complete: boolean; next: number };
    if (staged || body.tickets.length < 2) {
      if (body.complete) await finished;
      return route.fulfill({ response, json: body });
    }
    staged = true;
    const since = Number(new URL(route.request().url()).searchParams.get('since') ?? 0);
    await route.fulfill({ response, json: { ...body, tickets: body.tickets.slice(0, Math.floor(body.tickets.length / 2)), complete: false, next: since } });
  });
  return { finish };
}

test('while the search runs, new results wait behind a control that the keyboard reaches and that leads to the first card', async ({ page }) => {
  const { finish } = await stageResults(page);
  await page.goto(brandUrl('AS', sampleSearchPath()));
  await waitForApp(page);
  const control = page.getByTestId('show-new-results');
  await expect(control).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('search-progress')).toBeVisible();
  const held = Number((await control.textContent())!.match(/\d+/)![0]);
  expect(held).toBeGreaterThan(0);
  // Every card on hand is on screen (they are rendered a few per frame).
  await expect(page.getByTestId('ticket-list')).toHaveAttribute('aria-busy', 'false');
  const before = await page.getByTestId('ticket').count();
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(control).toHaveCount(0);
  await expect(page.getByTestId('ticket')).toHaveCount(Math.min(20, before + held));
  // The reader goes on from the top of the re-ranked list, not from the top of the page.
  await expect(page.getByTestId('ticket').first()).toBeFocused();
  finish();
  await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 15_000 });
  await expect(control).toHaveCount(0);
});

test('when the search ends, the results that waited join the list by themselves, below the cards on screen', async ({ page }) => {
  const { finish } = await stageResults(page);
  // (AS: the test's own requests, route.fetch, know no wa.localhost.)
  await page.goto(brandUrl('AS', sampleSearchPath()));
  await waitForApp(page);
  const control = page.getByTestId('show-new-results');
  await expect(control).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('ticket-list')).toHaveAttribute('aria-busy', 'false');
  const held = Number((await control.textContent())!.match(/\d+/)![0]);
  const before = await page.getByTestId('ticket').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-ticket-id')!));
  const firstTop = (await page.getByTestId('ticket').first().boundingBox())!.y;
  finish();
  await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 15_000 });
  await expect(control).toHaveCount(0);
  await expect(page.getByTestId('ticket')).toHaveCount(Math.min(20, before.length + held));
  // The first card, on screen, kept its place.
  await expect(page.getByTestId('ticket').first()).toHaveAttribute('data-ticket-id', before[0]!);
  expect((await page.getByTestId('ticket').first().boundingBox())!.y).toBe(firstTop);
});

test('streamed cards reach the page a few at a time, in short tasks, below the ones on screen', async ({ page }) => {
  // Every commit the page makes once the server's page is parsed (it has no cards), as the number of cards it adds.
  await page.addInitScript(() => {
    const added: number[] = [];
    const atEnd: number[] = [];
    Object.assign(window, { cardsAdded: added, cardsAddedAtEnd: atEnd });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        let cards = 0;
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement) cards += node.matches('[data-testid="ticket"]') ? 1 : node.querySelectorAll('[data-testid="ticket"]').length;
        // Once the search has ended, the results that waited join the list in one commit of their
        // own (as the "show new results" control's click does): counted apart.
        if (cards) (document.querySelector('[data-testid="search-progress"][data-finished]') ? atEnd : added).push(cards);
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto(brandUrl('WA', sampleSearchPath()));
  await waitForApp(page);
  await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 15_000 });
  const added = await page.evaluate(() => (window as unknown as { cardsAdded: number[] }).cardsAdded);
  expect(added.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(4);
  expect(Math.max(...added)).toBeLessThanOrEqual(4);
  const atEnd = await page.evaluate(() => (window as unknown as { cardsAddedAtEnd: number[] }).cardsAddedAtEnd);
  console.log(`cards added per commit while streaming: ${added.join(' ')}; at the end: ${atEnd.join(' ') || 'none'}`);
  expect(atEnd.length).toBeLessThanOrEqual(1);
});

for (const brand of brandCodes) {
  test(`${brand} at 390 × 844: the first ticket is on the first screen, and the search summary opens the form by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(brandUrl(brand, sampleSearchPath()));
    const summary = page.getByTestId('search-summary');
    // The server's page already has the summary, not the form: nothing moves when the app starts.
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('input[name="origin"]')).toBeHidden();
    const ticket = page.getByTestId('ticket').first();
    await expect(ticket).toBeVisible();
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 15_000 });
    const price = (await ticket.getByTestId('ticket-price').boundingBox())!;
    console.log(`first ticket's price at 390 × 844, ${brand}: ${Math.round(price.y)}–${Math.round(price.y + price.height)} px`);
    expect(price.y + price.height, "the first ticket's price is above the fold").toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Nothing sticks out sideways (the sort orders scroll inside their own row).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // What the price insight rests on opens from its "Why?" button on a phone.
    const insight = page.getByTestId('price-insight');
    const why = insight.getByTestId('price-insight-why');
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    const detail = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`);
    await expect(detail).toBeHidden();
    await saveScreenshot(page, `results-summary-${brand}-390`, { fullPage: false });

    await waitForApp(page);
    await tabTo(page, summary);
    // A visible focus ring.
    expect(await summary.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    const origin = page.locator('input[name="origin"]');
    await expect(origin).toBeVisible();
    await saveScreenshot(page, `results-form-open-${brand}-390`, { fullPage: false });
    expect(await codesClearOfSwap(page)).toBe(true);
    // The form's fields come next in the keyboard's order.
    await tabTo(page, origin, 8);
    await expectNoViolations(page);

    // (axe leaves the page in its last layout: a phone, dark.)
    await page.emulateMedia({ colorScheme: 'light' });
    await summary.focus();
    await page.keyboard.press('Space');
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(origin).toBeHidden();
    await why.click();
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(/\d/);
    await saveScreenshot(page, `results-insight-open-${brand}-390`, { fullPage: false });
    await expectNoViolations(page);
    // At 1366 px the form is one row and always there; the summary is not.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(summary).toBeHidden();
    await expect(origin).toBeVisible();
    // From 960 px on the insight says what it rests on without a button.
    await expect(why).toBeHidden();
    await expect(detail).toBeVisible();
    expect(await codesClearOfSwap(page)).toBe(true);
    await saveScreenshot(page, `results-${brand}-1366`, { fullPage: false });
  });
}
