import { expect, test, type Page } from './support/test';
import { expectNoViolations } from './support/axe';
import { brandCodes, brandUrl, type BrandCode } from './support/brands';
import { loginInDialog, outboxMessages } from './support/login';
import { sampleSearchPath } from './support/route-samples';
import { saveScreenshotsAtBothWidths } from './support/screenshots';
import { messagesOf } from './support/messages';

// The traveller's account (issue 15): phone login with the code from the outbox, settings that
// follow the visit, documents, searches made before login, logout and login again, social login
// through the test provider's popup, deleting the account; axe and screenshots of every page.

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

/** A Russian mobile number of its own per run and brand: the server limits codes per phone. */
const phoneFor = (brand: BrandCode) => `916${brand === 'AS' ? 1 : 2}${String(Date.now()).slice(-6)}`;

async function open(page: Page, brand: BrandCode, path: string) {
  await page.goto(brandUrl(brand, path));
  // A results page is hydrated once its search has settled: on a busy machine that takes a while.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 });
}

async function loginByPhone(page: Page, phone: string) {
  await page.getByTestId('login-button').click();
  await loginInDialog(page, phone);
  await expect(page.getByTestId('account-link')).toBeVisible();
}

/** `+7 916 555 12 34` for the ten digits after +7. */
const russianShown = (digits: string) => `+7 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;

// Issue 28: the number as people type it, each way a login of its own.
const russianWays = [
  { way: 'with +7', typed: russianShown },
  { way: 'with 8', typed: (digits: string) => `8 ${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}` },
  { way: 'without either', typed: (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}` },
];
for (const [index, { way, typed }] of russianWays.entries()) {
  test(`AS: a Russian number typed ${way} logs in`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const digits = `916${5 + index}${String(Date.now()).slice(-6)}`;
    await open(page, 'AS', '/my');
    await page.getByTestId('login-button').click();
    const screenshots = index === 0 ? () => saveScreenshotsAtBothWidths(page, 'account-AS-login-dialog-typed') : undefined;
    await loginInDialog(page, { typed: typed(digits), shown: russianShown(digits), number: `7${digits}` }, { beforeSend: screenshots });
    await expect(page.getByTestId('account-link')).toBeVisible();
    await expect(page.getByTestId('profile-phone')).toHaveText(russianShown(digits));
  });
}

test('WA: a US number logs in and its SMS is in English; a landline is refused in words that name no country', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const line = String(Date.now()).slice(-4);
  const number = `1212555${line}`;
  await open(page, 'WA', '/my');
  await page.getByTestId('login-button').click();
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A mobile number of any country, with its country code');
  await page.getByTestId('login-phone').pressSequentially('+44 20 7946 0958');
  await expect(page.getByTestId('login-phone')).toHaveValue('+44 20 7946 0958');
  await page.getByTestId('login-send-code').click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a mobile number with its country code, e.g. +1 212 555 0100.');
  await expect(dialog).not.toContainText('Russian');

  const typed = `+1 212 555 ${line}`;
  await loginInDialog(page, { typed, shown: typed, number }, { beforeSend: () => saveScreenshotsAtBothWidths(page, 'account-WA-login-dialog-typed') });
  await expect(page.getByTestId('account-link')).toBeVisible();
  expect((await outboxMessages(page, number))[0]?.body).toMatch(/^Your login code: \d{6}\. Do not tell it to anyone\.$/);
  await expect(page.getByTestId('profile-phone')).toHaveText(`+${number}`);
});

for (const brand of brandCodes) {
  test(`${brand}: phone login, settings, documents, searches kept across logout, deletion`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors: string[] = [];
    // With the address of a resource that failed to load: an order that is not there answers 404 by design.
    page.on('console', (message) => message.type() === 'error' && errors.push(`${message.text()} ${message.location().url}`));

    // An anonymous search first: it is kept in this browser.
    await open(page, brand, sampleSearchPath());
    await expect(page.getByTestId('search-progress')).toHaveAttribute('data-finished', 'true', { timeout: 20_000 });

    // Pages that need a user ask for it; the account lists the browser's searches meanwhile.
    await open(page, brand, '/my');
    await expect(page.getByTestId('account-gate')).toBeVisible();
    await expect(page.getByTestId('saved-search').first()).toContainText('IST');
    await saveScreenshotsAtBothWidths(page, `account-${brand}-anonymous`);

    await page.getByTestId('login-button').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `account-${brand}-login-dialog`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-dialog')).toBeHidden();
    await expect(page.getByTestId('login-button')).toBeFocused();

    const phone = phoneFor(brand);
    const signInBox = await page.getByTestId('login-button').boundingBox();
    await loginByPhone(page, phone);
    // The header does not move when "Sign in" becomes "My account".
    expect(await page.getByTestId('account-link').boundingBox()).toEqual(signInBox);
    await expect(page.getByTestId('profile-phone')).toHaveText(`+7 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`);
    // "Не указана": the word agrees with «почта».
    await expect(page.getByTestId('profile-email')).toHaveText(brand === 'AS' ? 'Не указана' : 'Not added');
    // Without a confirmed e-mail there is nowhere to send a data report.
    await expect(page.getByTestId('data-report-request')).toBeDisabled();
    // The search made before login is now the account's.
    await expect(page.getByTestId('saved-searches').getByTestId('saved-search').first()).toContainText('IST');
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `account-${brand}-profile`);

    // A passenger document: a mistake is shown and kept, then fixed.
    await open(page, brand, '/my/documents');
    await expect(page.getByTestId('documents-empty')).toBeVisible();
    await page.getByTestId('document-add').click();
    await page.getByTestId('document-last_name').fill('Petrova');
    await page.getByTestId('document-first_name').fill('Anna2');
    await page.getByTestId('document-birth_date').fill('1990-04-01');
    await page.getByTestId('document-document_number').fill('4510123456');
    if (brand === 'WA') {
      // The international brand's documents start with the market's citizenship and its passport, which states its expiry.
      await expect(page.getByTestId('document-citizenship')).not.toHaveValue('RU');
      await expect(page.getByTestId('document-document_type')).toHaveValue('foreign_passport');
      await page.getByTestId('document-document_expires').fill('2040-01-01');
    } else {
      await expect(page.getByTestId('document-citizenship')).toHaveValue('RU');
      await expect(page.getByTestId('document-document_type')).toHaveValue('passport');
    }
    await page.getByTestId('document-save').click();
    await expect(page.getByTestId('document-first_name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('document-last_name')).toHaveValue('Petrova');
    await page.getByTestId('document-first_name').fill('Anna');
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `account-${brand}-documents-form`);
    await page.getByTestId('document-save').click();
    await expect(page.getByTestId('document')).toContainText('Anna Petrova');
    await saveScreenshotsAtBothWidths(page, `account-${brand}-documents`);

    // The currency: saved, the visit follows it, and prices on a results page are in it.
    await open(page, brand, '/my/settings');
    await expect(page.getByTestId('settings-form')).toBeVisible();
    // Before any choice, the card and price defaults of the brand and market: international cards and
    // prices per passenger on the international brand, cards issued in Russia on the regional one.
    await expect(page.getByTestId('setting-card-ww_card')).toBeChecked({ checked: brand === 'WA' });
    await expect(page.getByTestId('setting-card-ru_card')).toBeChecked({ checked: brand === 'AS' });
    await expect(page.getByTestId('setting-use_price_per_passenger')).toBeChecked({ checked: brand === 'WA' });
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `account-${brand}-settings`);
    // The home city (issue 30): chosen with the search form's place field, the main page's form starts there.
    const petersburg = brand === 'AS' ? 'Санкт-Петербург' : 'Saint Petersburg';
    const home = page.getByTestId('setting-origin').locator('input[name="origin"]');
    await home.fill(petersburg.slice(0, 5));
    await page
      .getByRole('option', { name: new RegExp(petersburg) })
      .first()
      .click();
    await expect(home).toHaveValue(petersburg);
    await expect(page.getByTestId('setting-origin').getByRole('status')).toHaveText(messagesOf(brand === 'AS' ? 'ru' : 'en')['account.settings.saved']!);
    await open(page, brand, '/');
    await expect(page.locator('input[name="origin"]')).toHaveValue(petersburg);
    await open(page, brand, '/my/settings');
    await expect(home).toHaveValue(petersburg);
    await Promise.all([page.waitForURL(/currency=eur/), page.getByTestId('setting-currency').selectOption('eur')]);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId('setting-currency')).toHaveValue('eur');
    await open(page, brand, sampleSearchPath());
    await expect(page.getByTestId('ticket-price').first()).toContainText('€', { timeout: 20_000 });
    // A later visit from a browser without the choice in its cookie: any page takes the saved currency, once idle.
    await page.context().clearCookies({ name: 'currency' });
    await page.goto(brandUrl(brand, '/guides'));
    await expect(page).toHaveURL(/currency=eur/, { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'eur');

    // Notifications (issue 28, item 12): the browser's notifications ask its permission when chosen.
    // Refused (a headless browser refuses without asking), nothing is saved and the page says why;
    // allowed, they are taken.
    await open(page, brand, '/my/notifications');
    await page.getByTestId('channel-push').click();
    await expect(page.getByTestId('channel-browser-problem')).toHaveAttribute('data-reason', 'denied');
    await expect(page.getByTestId('channel-push')).toBeDisabled();
    await expect(page.getByTestId('channel-none')).toBeChecked();
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `account-${brand}-notifications-blocked`);
    await page.context().grantPermissions(['notifications']);
    await open(page, brand, '/my/notifications');
    await expect(page.getByTestId('channel-browser-problem')).toHaveCount(0);
    await page.getByTestId('channel-push').check();
    await expect(page.getByTestId('channel-push')).toBeChecked();
    // Newsletters need an address: without one the choice waits for it and says where to add it.
    await expect(page.getByTestId('newsletter-subscribed')).toBeDisabled();
    await expect(page.getByTestId('newsletter-no-email')).toBeVisible();
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `account-${brand}-notifications`);
    // E-mail alerts without a confirmed address are not saved: the address is asked for right there.
    await page.getByTestId('channel-email').click();
    await expect(page.getByTestId('channel-email-needed')).toBeVisible();
    await expect(page.getByTestId('channel-push')).toBeChecked();
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `account-${brand}-notifications-email-form`);
    const alertsEmail = `alerts.${brand.toLowerCase()}.${phone}@example.com`;
    await page.getByTestId('email-input').fill(alertsEmail);
    await page.getByTestId('email-send').click();
    // The link went out: the address waits for it, and e-mail alerts with it.
    await expect(page.getByTestId('channel-email-pending')).toContainText(alertsEmail);
    await expect(page.getByTestId('channel-push')).toBeChecked();
    await saveScreenshotsAtBothWidths(page, `account-${brand}-notifications-email-sent`);

    for (const path of ['/my/orders', '/my/orders/AB-123', '/my/loyalty', brand === 'WA' ? '/my/plus' : '/my/more']) {
      await open(page, brand, path);
      await expect(page.getByTestId('account-loading')).toBeHidden();
      await expect(page.getByTestId('account-error')).toHaveCount(0);
      if (path === '/my/orders/AB-123') await expect(page.getByTestId('order-missing')).toBeVisible();
      await expectNoViolations(page);
      await saveScreenshotsAtBothWidths(page, `account-${brand}-${path.slice(4).replace(/\//g, '-')}`);
    }

    // Logout, and back in: everything is kept.
    await open(page, brand, '/my');
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('account-gate')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await loginByPhone(page, phone);
    await expect(page.getByTestId('saved-search').first()).toContainText('IST');
    await open(page, brand, '/my/documents');
    await expect(page.getByTestId('document')).toContainText('Anna Petrova');
    await open(page, brand, '/my/settings');
    await expect(page.getByTestId('setting-currency')).toHaveValue('eur');
    await open(page, brand, '/my/notifications');
    await expect(page.getByTestId('channel-push')).toBeChecked();

    // Deleting the account: asked, confirmed; the old token no longer opens anything.
    await open(page, brand, '/my');
    const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
    const me = await page.request.get(brandUrl('AS', '/api/v2/user'), { headers: { authorization: `Bearer ${jwt}` } });
    const userId = ((await me.json()) as { user_info: { id: string } }).user_info.id;
    /** The user's rows per table, as the database holds them (a private page outside production). */
    const rowsInDatabase = async () => {
      const answer = await page.request.get(brandUrl('AS', `/api/v2/user-rows?format=json&user=${userId}&phone=7${phone}`));
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { rows: Record<string, number> }).rows;
    };
    const before = await rowsInDatabase();
    for (const table of ['users', 'user_sessions', 'user_passengers', 'user_searches', 'phone_auth_sessions', 'outbox_messages'])
      expect(before[table], table).toBeGreaterThan(0);
    await page.getByTestId('delete-account').click();
    await saveScreenshotsAtBothWidths(page, `account-${brand}-delete`);
    await page.getByTestId('delete-confirm').click();
    await expect(page.getByTestId('account-gate')).toBeVisible();
    const after = await page.request.get(brandUrl('AS', '/api/v2/user'), { headers: { authorization: `Bearer ${jwt}` } });
    expect(after.status()).toBe(401);
    // Nothing of the person is left in the database: account, logins, documents, searches, codes and messages.
    const left = await rowsInDatabase();
    expect(Object.keys(left)).toContain('user_passengers');
    expect(Object.entries(left).filter(([, count]) => count > 0)).toEqual([]);
    // The browser logs the refused resend (429) and the 401 of a token that is gone; nothing else.
    expect(errors.filter((text) => !/status of (401|429)/.test(text) && !/status of 404.*\/api\/my-orders\/v1\/orders\/AB-123$/.test(text))).toEqual([]);
  });

  test(`${brand}: on a phone the account's sections scroll to the current one`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, brand, '/my/settings');
    const menu = page.getByTestId('account-menu');
    const current = menu.locator('[aria-current="page"]');
    await expect(current).toBeVisible();
    const [box, item] = [(await menu.boundingBox())!, (await current.boundingBox())!];
    expect(item.x).toBeGreaterThanOrEqual(box.x);
    expect(item.x + item.width).toBeLessThanOrEqual(box.x + box.width + 1);
  });

  test(`${brand}: social login through the test provider's popup`, async ({ page }) => {
    // The provider sends the popup back to the brand's own host, the only origin the page accepts
    // the finish page's message from.
    await open(page, brand, '/my/settings');
    await page.getByTestId('login-button').click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('login-social-test').click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toMatch(/\/test|\/auth\//);
    // A traveller of its own per brand and run: the choices below start from nothing.
    const email = `traveller.${brand.toLowerCase()}.${Date.now()}@example.com`;
    await popup.getByLabel('E-mail').fill(email);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('account-link')).toBeVisible();
    await open(page, brand, '/my');
    await expect(page.getByTestId('profile')).toContainText(email);
    // The provider's e-mail is confirmed: a data report can be sent to it.
    await page.getByTestId('data-report-request').click();
    await expect(page.getByTestId('data-report-status')).toBeVisible();
    await expect(page.getByTestId('data-report-request')).toBeDisabled();
    // With a confirmed e-mail the newsletter starts at once, and the topics are kept.
    await open(page, brand, '/my/notifications');
    await page.getByTestId('newsletter-subscribed').check();
    await expect(page.getByTestId('newsletter-status')).toContainText(email);
    await page.getByTestId('newsletter-news').check();
    await expect(page.getByTestId('newsletter-save')).toHaveAttribute('data-state', 'saved');
    await expect(page.getByTestId('newsletter-deals')).toBeChecked();
    await expectNoViolations(page);
    await saveScreenshotsAtBothWidths(page, `account-${brand}-newsletter`);
    await open(page, brand, '/my/notifications');
    await expect(page.getByTestId('newsletter-news')).toBeChecked();
    await expect(page.getByTestId('newsletter-price_alerts')).not.toBeChecked();
  });

  test(`${brand}: a closed login popup is said so`, async ({ page }) => {
    await open(page, brand, '/');
    await page.getByTestId('login-button').click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('login-social-test').click()]);
    await popup.close();
    await expect(page.getByTestId('login-dialog').getByRole('alert')).toBeVisible();
  });
}
