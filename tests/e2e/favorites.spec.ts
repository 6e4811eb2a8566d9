import { expect, test, type Page } from './support/test';
import { expectNoViolations } from './support/axe';
import { brandCodes, brandUrl, type BrandCode } from './support/brands';
import { loginInDialog } from './support/login';
import { saveScreenshotsAtBothWidths } from './support/screenshots';
import { isoInDays, serverNow } from './support/clock';

// Flight favorites (issue 16, item 8): an anonymous visitor is asked to log in; logged in, a
// search is watched from its results page and found in /favorites/avia with its prices; the
// channel is chosen; the price-drop job, run as if on a later day with a lower price, writes one
// digest; axe and screenshots of every state.

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const dayMs = 86_400_000;
const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
/** A one-way search two months ahead: later days still sell it, at prices of their own. */
const searchPath = (destination: string) => `/search/MOW${ddmm(isoInDays(60))}${destination}1`;
const phoneFor = (brand: BrandCode) => `917${brand === 'AS' ? 1 : 2}${String(Date.now()).slice(-6)}`;

async function open(page: Page, brand: BrandCode, path: string) {
  await page.goto(brandUrl(brand, path));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 });
}

/** Runs the price-drop job once as if at `at`, through its private call (a write from the private pages' own origin). */
function runJob(page: Page, at: string) {
  const url = brandUrl('AS', `/api/favorites/v1/price-drops/run?at=${encodeURIComponent(at)}`);
  return page.request.post(url, { headers: { origin: new URL(url).origin } });
}

/** The digests the outbox holds for a user's push channels (their recipient is the user id). */
async function digestsFor(page: Page, userId: string): Promise<{ channel: string; body: string }[]> {
  const answer = await page.request.get(brandUrl('AS', `/api/v2/outbox?recipient=${userId}&format=json`));
  return ((await answer.json()) as { messages: { channel: string; body: string }[] }).messages;
}

for (const brand of brandCodes) {
  test(`${brand}: log in, watch a search's price, find it in /favorites/avia, one digest of a drop`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    // Anonymous: asked to log in.
    await open(page, brand, '/favorites/avia');
    await expect(page.getByTestId('favorites-gate')).toBeVisible();
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `favorites-${brand}-anonymous`);

    // Logged in from the page: nothing watched yet, and the way to a search.
    await page.getByTestId('favorites-login').click();
    await loginInDialog(page, phoneFor(brand));
    await expect(page.getByTestId('favorites-empty')).toBeVisible();
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `favorites-${brand}-empty`);
    const userId = await page.evaluate(() => JSON.parse(atob(localStorage.getItem('jwt')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub as string);

    // Watch the price from a results page, once the search has its cheapest ticket.
    await open(page, brand, searchPath('IST'));
    await expect(page.getByTestId('search-progress')).toHaveAttribute('data-finished', 'true', { timeout: 30_000 });
    await page.getByTestId('watch-price').click();
    await expect(page.getByTestId('watch-price-saved')).toBeVisible();
    // Without an e-mail the alerts go to the browser, whose permission was asked in the click: this
    // headless browser refuses it, and the page says where the price can be followed instead.
    await expect(page.getByTestId('watch-price-no-browser')).toBeVisible();
    await expectNoViolations(page);
    await page.getByTestId('watch-price-saved').scrollIntoViewIfNeeded();
    await saveScreenshotsAtBothWidths(page, `favorites-${brand}-results-watched`, { fullPage: false });
    // A reload of the results page: the search is still shown as watched.
    await open(page, brand, searchPath('IST'));
    await expect(page.getByTestId('watch-price-saved')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('watch-price')).toHaveCount(0);

    // Found in /favorites/avia with the price then and now; alerts chosen to go to the browser.
    await open(page, brand, '/favorites/avia');
    const item = page.getByTestId('favorite-flight');
    await expect(item).toHaveCount(1);
    // The cities by name in the visit's language, their codes beside them.
    await expect(item.getByRole('heading')).toHaveText(brand === 'AS' ? 'Москва → Стамбул' : 'Moscow → Istanbul');
    await expect(item).toContainText('MOW → IST');
    await expect(item.getByTestId('favorite-subscribed-price')).not.toBeEmpty();
    await expect(item.getByTestId('favorite-current-price')).toHaveText(await item.getByTestId('favorite-subscribed-price').innerText());
    // Without an e-mail on the account, alerts go to the browser until another channel is chosen;
    // notifications refused in this browser are said so.
    await expect(item.getByTestId('favorite-channel')).toHaveValue('web_push');
    await expect(page.getByTestId('favorites-no-browser')).toHaveAttribute('data-reason', 'denied');
    // E-mail alerts without a confirmed address are not saved: an address is asked for right there.
    await item.getByTestId('favorite-channel').selectOption('email');
    await expect(item.getByTestId('favorite-email-needed').getByTestId('email-input')).toBeVisible();
    await expect(item.getByTestId('favorite-channel')).toHaveValue('web_push');
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `favorites-${brand}-email-needed`);
    // The choice is checked before it is sent, so the select is briefly enabled before its save starts:
    // wait for the save itself, or the reload below can leave before it is sent.
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/subscriptions\//.test(response.url()));
    await item.getByTestId('favorite-channel').selectOption('mob_push');
    expect((await saved).status()).toBe(200);
    await expect(item.getByTestId('favorite-channel')).toBeEnabled();
    await open(page, brand, '/favorites/avia');
    await expect(page.getByTestId('favorite-channel')).toHaveValue('mob_push');
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `favorites-${brand}-list`);

    // The job, run as if on each coming day until the price is lower: one digest, and no second for the same drop.
    let at: string | null = null;
    for (let days = 1; days <= 30 && !at; days++) {
      const moment = new Date(Math.floor(serverNow() / dayMs) * dayMs + days * dayMs + dayMs / 2).toISOString();
      const run = await runJob(page, moment);
      expect(run.status(), await run.text()).toBe(200);
      if ((await digestsFor(page, userId)).length > 0) at = moment;
    }
    expect(at, 'a day with a lower price').not.toBeNull();
    const digests = await digestsFor(page, userId);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ channel: 'mob_push' });
    // The places by their names, in the language the search was watched in.
    expect(digests[0]!.body).toContain(brand === 'AS' ? 'Москва → Стамбул' : 'Moscow → Istanbul');
    await runJob(page, new Date(Date.parse(at!) + 60 * 60_000).toISOString());
    expect(await digestsFor(page, userId)).toHaveLength(1);

    // Removed: the list is empty again.
    await page.getByTestId('favorite-remove').click();
    await expect(page.getByTestId('favorites-empty')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
