import { expect, test, type Page } from './support/test';
import type { Ticket } from '../../src/contracts/search';
import { waitForApp } from './support/app';
import { lastMail, payWith, saveDocument } from './support/booking';
import { brandUrl } from './support/brands';
import { loginInDialog, outboxMessages } from './support/login';
import { sampleSearchPath } from './support/route-samples';
import { saveScreenshot, saveScreenshotsAtBothWidths } from './support/screenshots';

// One currency from the card to the order (issue 28, item 2): a WA journey in dollars, from the
// details of a ticket to the transitional page, booking's pay button, the order and its e-mail,
// each with the same amount; an agency that charges roubles on its own site says so, with the rate.
// The traveller logs in from booking with a US mobile number, and every text on the way is English.

test.setTimeout(240_000);

/** A dollar amount as the pages write it in en-US, e.g. `$1,234`. */
const dollars = /\$\d{1,3}(,\d{3})*/;
const amountIn = (text: string) => text.match(dollars)?.[0] ?? `no dollar amount in "${text}"`;

/** The results of a WA search and, once SkyBasket and Biletik have answered, tickets of both shown on the page. */
async function results(page: Page) {
  const started = page.waitForResponse((response) => response.url().endsWith('/api/search/v1/searches') && response.request().method() === 'POST');
  await page.goto(brandUrl('WA', sampleSearchPath()));
  const searchId = ((await (await started).json()) as { search_id: string }).search_id;
  await expect(page.getByTestId('ticket').first()).toBeVisible({ timeout: 20_000 });
  await waitForApp(page);
  let tickets: Ticket[] = [];
  await expect
    .poll(async () => {
      const answer = await page.request.get(brandUrl('AS', `/api/search/v1/searches/${searchId}/results?since=0`));
      tickets = ((await answer.json()) as { tickets: Ticket[] }).tickets;
      return ['skybasket', 'biletik'].every((agency) => tickets.some((ticket) => ticket.offers.some((offer) => offer.agency_id === agency)));
    })
    .toBe(true);
  const sold = (agency: string) => tickets.filter((ticket) => ticket.offers.some((offer) => offer.agency_id === agency)).map((ticket) => ticket.id);
  return { searchId, skybasket: sold('skybasket'), biletik: sold('biletik')[0]! };
}

test('WA: a journey in dollars — details, the transitional page, booking, the order and its e-mail state the same amount', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { searchId, skybasket, biletik } = await results(page);

  // The details of a ticket SkyBasket sells: its total there, in dollars.
  const shown = await page.getByTestId('ticket').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-ticket-id')));
  const ticketId = skybasket.find((id) => shown.includes(id))!;
  expect(ticketId, 'a ticket SkyBasket sells is on the page').toBeTruthy();
  const card = page.locator(`[data-testid="ticket"][data-ticket-id="${ticketId}"]`);
  await card.getByRole('button', { name: 'Details' }).click();
  const offer = card.locator('[data-testid="agency-offer"][data-agency="skybasket"]');
  const detailsTotal = amountIn((await offer.getByTestId('offer-total').textContent())!);
  expect(detailsTotal).toMatch(dollars);

  // The transitional page: the same amount, then booking.
  const clickHref = (await offer.getByTestId('offer-buy').getAttribute('href'))!;
  await offer.getByTestId('offer-buy').click();
  await expect(page.getByTestId('click-here')).toBeVisible();
  await expect(page.getByTestId('click-price')).toHaveText(`${detailsTotal} at SkyBasket`);
  await expect(page.getByTestId('click-seller-currency')).toHaveCount(0);
  // A sale on the site says so: booked here, not on the way to a seller; nothing says the site sells no tickets.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking on our site');
  await expect(page.locator('body')).not.toContainText(/do not sell|On the way to/);
  await saveScreenshot(page, 'booking-currency-WA-click-here-1366');
  await page.waitForURL(/\/booking\?/);
  // Logged in from booking with a US mobile number, typed as people write it; the code's SMS is in English.
  const line = String(Date.now()).slice(-4);
  const usNumber = { typed: `+1 212 555 ${line}`, shown: `+1 212 555 ${line}`, number: `1212555${line}` };
  await page.getByTestId('booking-login-button').click();
  await loginInDialog(page, usNumber);
  expect((await outboxMessages(page, usNumber.number))[0]?.body).toMatch(/^Your login code: \d{6}\. Do not tell it to anyone\.$/);
  await saveDocument(page);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('booking-first-name')).toHaveValue('Anna', { timeout: 15_000 });
  // Another traveller on a document of her own: kept among the account's documents once paid (on by default).
  await page.getByTestId('booking-last-name').fill('Carter');
  await page.getByTestId('booking-document').fill('758899001');

  // Booking: the total and the pay button in dollars, the same amount.
  await expect(page.getByTestId('booking-total')).toHaveText(`Total for 1 passenger: ${detailsTotal}`);
  await expect(page.getByTestId('booking-pay')).toHaveText(`Pay ${detailsTotal}`);
  await expect(page.getByTestId('booking-pay')).toHaveAttribute('data-currency', 'usd');
  const email = `dollars-${Date.now()}@example.com`;
  await page.getByTestId('booking-email').fill(email);
  await page.getByTestId('booking-phone').fill(usNumber.typed);
  await saveScreenshotsAtBothWidths(page, 'booking-currency-WA-booking');
  await payWith(page, '4242424242424242');
  const done = page.getByTestId('booking-done');
  await expect(done).toBeVisible();
  const orderId = (await done.getAttribute('data-order'))!;

  // The order: paid in dollars, the same amount, its parts and the rate it was converted at.
  await page.getByTestId('booking-open-order').click();
  await expect(page.getByTestId('order-details')).toHaveAttribute('data-order', orderId);
  await expect(page.getByTestId('order-paid')).toHaveText(`Paid ${detailsTotal}`);
  await expect(page.getByTestId('order-price').locator('[data-part="total"] dd')).toHaveText(detailsTotal);
  await expect(page.getByTestId('order-rate')).toHaveText(/^Converted from the seller’s price of ₽[\d,]+ at \$1 = ₽[\d.]+ on [A-Z][a-z]+ \d+\.$/);
  await expect(page.getByTestId('order-price')).not.toContainText('₽');
  // The bags booked, and what comes next: the help pages (the US market has no support pages), a refund request, a receipt.
  await expect(page.getByTestId('order-bags')).toContainText(/checked bags? per passenger in the fare|No checked bag in the fare/);
  await expect(page.getByTestId('order-support')).toHaveAttribute('href', '/faq');
  await expect(page.getByTestId('order-refund')).toHaveText('Request a refund');
  await expect(page.getByTestId('order-receipt')).toHaveText('Print receipt');
  await expect(page.locator('body')).not.toContainText('do not sell');
  await saveScreenshotsAtBothWidths(page, 'booking-currency-WA-order');
  await page.goto(brandUrl('WA', '/my/orders'));
  await expect(page.getByTestId('order-paid')).toHaveText(`Paid ${detailsTotal}`);

  // The confirmation, in English and dollars.
  const mail = await lastMail(page, email);
  expect(mail.subject).toBe(`Order ${orderId} is confirmed`);
  expect(mail.body).toContain(`\nPaid: ${detailsTotal}\n`);
  expect(mail.body).not.toMatch(/RUB|₽/);
  // Its link opens the order on the international brand's own site; its dates are written out.
  expect(mail.body).toContain(`\n${new URL(brandUrl('WA', `/my/orders/${orderId}`)).href}`);
  expect(mail.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);

  // The passenger booked joined the account's documents, and the next booking offers her.
  await page.goto(brandUrl('WA', '/my/documents'));
  await expect(page.getByTestId('document')).toHaveCount(2);
  await expect(page.getByTestId('documents')).toContainText('Anna Carter');
  await page.goto(brandUrl('WA', `/click?${new URL(clickHref, page.url()).searchParams}`));
  await page.waitForURL(/\/booking\?/);
  await expect(page.getByTestId('booking-saved').locator('option', { hasText: 'Anna Carter' })).toHaveCount(1);

  // An agency selling on its own site: the price in dollars, and what it charges in roubles with the rate and its date.
  const agencySite = /^https:\/\/www\.biletik\.example\//;
  await page.route(agencySite, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Biletik</title><p>Biletik</p>' }),
  );
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.goto(brandUrl('WA', `/click?${new URLSearchParams({ search_id: searchId, ticket_id: biletik, agency_id: 'biletik', bags: '0' })}`));
    await expect(page.getByTestId('click-price')).toHaveAttribute('data-currency', 'usd');
    await expect(page.getByTestId('click-price')).toHaveText(/^\$[\d,]+ at Biletik$/);
    await expect(page.getByTestId('click-seller-currency')).toHaveText(
      /^Biletik charges in its own currency: ₽[\d,]+, at \$1 = ₽[\d.]+ on [A-Z][a-z]+ \d+\. Your bank/,
    );
    await saveScreenshot(page, `booking-currency-WA-click-agency-${width}`);
    await page.waitForURL(agencySite);
  }
  // The transitional page of SkyBasket on a phone: the amount of the details, nothing charged in roubles.
  const skyClick = new URLSearchParams({
    search_id: searchId,
    ticket_id: ticketId,
    agency_id: 'skybasket',
    ...Object.fromEntries(new URL(clickHref, page.url()).searchParams),
  });
  await page.goto(brandUrl('WA', `/click?${skyClick}`));
  await expect(page.getByTestId('click-price')).toHaveText(`${detailsTotal} at SkyBasket`);
  await saveScreenshot(page, 'booking-currency-WA-click-here-390');
});
