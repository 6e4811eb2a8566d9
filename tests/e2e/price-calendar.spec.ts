import { expect, test, type Locator, type Page } from './support/test';
import { waitForApp } from './support/app';
import { violationsInLayouts } from './support/axe';
import { brandUrl, type BrandCode } from './support/brands';
import { saveScreenshot } from './support/screenshots';
import { isoInDays } from './support/clock';

// The price calendar on the results page, in both brands: a round trip's ±3-day grid (AS) and a
// one-way trip's month (WA). Choosing a cheaper day reruns the search for it.

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

const cases: { brand: BrandCode; kind: 'grid' | 'month'; depart: string; back?: string; open: RegExp }[] = [
  { brand: 'AS', kind: 'grid', depart: isoInDays(40), back: isoInDays(47), open: /Календарь цен/ },
  { brand: 'WA', kind: 'month', depart: isoInDays(40), open: /Price calendar/ },
];

async function settled(page: Page) {
  await expect(page.getByTestId('ticket').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 15_000 });
}

/** A day cheaper than the dates on screen (the cheapest other day when none is cheaper). */
async function cheaperDay(calendar: Locator): Promise<Locator> {
  const chosen = Number(await calendar.locator('[data-testid="price-day"][data-chosen]').getAttribute('data-price'));
  const days = calendar.locator('[data-testid="price-day"]:not([data-chosen])');
  const prices = (await days.evaluateAll((links) => links.map((link) => Number(link.getAttribute('data-price'))))).map((price, i) => ({ price, i }));
  const cheaper = prices.filter((day) => day.price < chosen).sort((a, b) => a.price - b.price);
  const pick = cheaper[0] ?? prices.sort((a, b) => a.price - b.price)[0]!;
  return days.nth(pick.i);
}

/** The panel and the results' top at 1366 and 390 px (the viewport, scrolled to the panel). */
async function shoot(page: Page, panel: Locator, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await panel.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 160));
    await saveScreenshot(page, `${name}-${width}`, { fullPage: false });
  }
}

for (const { brand, kind, depart, back, open } of cases) {
  test(`${brand}: the ${kind} price calendar reruns the search for a cheaper day`, async ({ page }) => {
    test.setTimeout(90_000);
    const params = `MOW${ddmm(depart)}IST${back ? ddmm(back) : ''}1`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(brandUrl(brand, `/search/${params}`));
    await waitForApp(page);
    await settled(page);

    // The insight arrives after the first results, with what it rests on.
    await expect(page.getByTestId('price-insight')).toBeVisible();
    await page.getByRole('button', { name: open }).click();
    const calendar = page.getByTestId('price-calendar');
    await expect(calendar.getByTestId(`price-calendar-${kind}`)).toBeVisible({ timeout: 15_000 });
    const days = calendar.getByTestId('price-day');
    expect(await days.count()).toBeGreaterThan(kind === 'grid' ? 20 : 15);
    expect(await calendar.locator('[data-cheapest]').count()).toBeGreaterThan(0);

    // Keyboard: one Tab stop, arrow keys move between days, focus is visible.
    const chosen = calendar.locator('[data-testid="price-day"][data-chosen]');
    await chosen.focus();
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    expect(focused).not.toBe(await chosen.getAttribute('data-date'));
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');

    if (kind === 'month') {
      // A one-way calendar moves by month without leaving the search, and back again.
      const caption = calendar.locator('caption');
      const shown = await caption.textContent();
      await calendar.getByTestId('calendar-next-month').click();
      await expect(caption).not.toHaveText(shown!, { timeout: 15_000 });
      const next = new Date(Date.UTC(Number(depart.slice(0, 4)), Number(depart.slice(5, 7)), 1)).toISOString().slice(0, 7);
      await expect(days.first()).toHaveAttribute('data-date', `${next}-01`);
      await expect(page).toHaveURL(new RegExp(`/search/${params}`));
      await calendar.getByTestId('calendar-previous-month').click();
      await expect(caption).toHaveText(shown!, { timeout: 15_000 });
      await expect(chosen).toHaveAttribute('data-date', depart);
    }

    await shoot(page, calendar, `price-calendar-${brand}`);
    const violations = await violationsInLayouts(page);
    expect(violations, violations.join('\n')).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByTestId('sort-cheapest').click();
    const firstTicket = await page.getByTestId('ticket').first().getAttribute('data-ticket-id');
    const target = await cheaperDay(calendar);
    const [pickDepart, pickBack] = (await target.getAttribute('data-date'))!.split('/');
    await target.click();

    // The other day's results open sorted as these were.
    const expected = `MOW${ddmm(pickDepart!)}IST${pickBack ? ddmm(pickBack) : ''}1`;
    await expect(page).toHaveURL(new RegExp(`/search/${expected}\\?sort=cheapest$`));
    await settled(page);
    await expect(page.getByTestId('sort-cheapest')).toHaveAttribute('aria-checked', 'true');
    expect(await page.getByTestId('ticket').first().getAttribute('data-ticket-id')).not.toBe(firstTicket);
    // The calendar follows: the chosen day is now the one picked.
    await expect(calendar.locator('[data-testid="price-day"][data-chosen]')).toHaveAttribute(
      'data-date',
      pickBack ? `${pickDepart}/${pickBack}` : pickDepart!,
      { timeout: 15_000 },
    );

    // The graph: bars that are links, a table for screen readers.
    await page.getByTestId('open-price-graph').click();
    const graph = page.getByTestId('price-graph');
    await expect(graph).toBeVisible({ timeout: 20_000 });
    expect(await graph.getByTestId('price-graph-day').count()).toBeGreaterThan(40);
    await expect(page.getByTestId('price-graph-panel').locator('table caption')).toHaveText(/\d/);
    // Its week labels fit side by side inside the chart; on a phone it scrolls, and says so.
    const hint = page.getByTestId('price-graph-scroll-hint');
    await expect(hint).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(hint).toBeVisible();
    const labels = await graph.getByTestId('price-graph-week').evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().toJSON() as DOMRect));
    const chart = (await graph.boundingBox())!;
    expect(labels.length).toBeGreaterThan(2);
    for (const [i, label] of labels.entries()) {
      expect(label.x).toBeGreaterThanOrEqual(chart.x);
      expect(label.x + label.width).toBeLessThanOrEqual(chart.x + chart.width + 0.5);
      if (i > 0) expect(label.x, `week label ${i} overlaps the one before`).toBeGreaterThan(labels[i - 1]!.x + labels[i - 1]!.width);
    }
    expect(await graph.evaluate((svg) => svg.parentElement!.scrollWidth > svg.parentElement!.clientWidth)).toBe(true);
    await shoot(page, page.getByTestId('price-graph-panel'), `price-graph-${brand}`);
    const graphViolations = await violationsInLayouts(page);
    expect(graphViolations, graphViolations.join('\n')).toEqual([]);
  });
}
