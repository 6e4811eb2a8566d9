import { expect, type Page } from '@playwright/test';
import type { AgencyDetails } from '../../../src/contracts/offers';
import type { Ticket } from '../../../src/contracts/search';
import { agencyChoices } from '../../../src/platform/payment/total';
import { brandUrl, type BrandCode } from './brands';
import { loginInDialog } from './login';
import { sampleSearchPath } from './route-samples';

// Steps of a booking journey shared by the booking and click-out specs: a search's offers by agency,
// the transitional page's address, the phone login from the booking page, a document saved in the
// account, the card form, the confirmation in the outbox.

/** A fresh Russian mobile number per brand and run (the login takes Russian numbers). */
export const phoneFor = (brand: BrandCode) => `915${brand === 'AS' ? 5 : 6}${String(Date.now()).slice(-6)}`;

/** The account's phone login from the booking page's button. */
export async function loginFromBooking(page: Page, phone: string) {
  await page.getByTestId('booking-login-button').click();
  await loginInDialog(page, phone);
}

/** Saves a document in the account through the user service, with the JWT the page keeps. */
export async function saveDocument(page: Page) {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/v1/web/aviasales/user/passengers/actualize.json', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('jwt')}` },
      body: JSON.stringify({
        passengers: [
          {
            first_name: 'Anna',
            last_name: 'Smirnova',
            birth_date: '1988-03-14',
            gender: 'female',
            citizenship: 'RU',
            document: { type: 'international_passport', number: '758812345', expires_at: '2032-05-01' },
          },
        ],
      }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

/** Fills the card (a test card of the simulated provider) and pays. */
export async function payWith(page: Page, number: string) {
  await page.getByTestId('booking-card').fill(number);
  await page.getByTestId('booking-expiry').fill('12/30');
  await page.getByTestId('booking-cvc').fill('123');
  await page.getByTestId('booking-holder').fill('Anna Smirnova');
  await page.getByTestId('booking-pay').click();
}

/** The newest message the outbox "sent" to `recipient` (read on localhost: Playwright's own requests know no `*.localhost`). */
export async function lastMail(page: Page, recipient: string): Promise<{ subject: string; body: string }> {
  let found: { subject: string; body: string } | undefined;
  await expect
    .poll(async () => {
      const answer = await page.request.get(brandUrl('AS', `/api/v2/outbox?recipient=${encodeURIComponent(recipient)}&format=json`));
      found = ((await answer.json()) as { messages: { subject: string; body: string }[] }).messages[0];
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Opens a results page and answers its search id and the tickets of an agency once it has answered. */
export async function searchResults(page: Page, brand: BrandCode) {
  const started = page.waitForResponse((response) => response.url().endsWith('/api/search/v1/searches') && response.request().method() === 'POST');
  await page.goto(brandUrl(brand, sampleSearchPath()));
  const searchId = ((await (await started).json()) as { search_id: string }).search_id;
  await expect(page.getByTestId('ticket').first()).toBeVisible({ timeout: 20_000 });
  let tickets: Ticket[] = [];
  let agencies: Record<string, AgencyDetails> = {};
  await expect
    .poll(async () => {
      const answer = await page.request.get(brandUrl('AS', `/api/search/v1/searches/${searchId}/results?since=0`));
      ({ tickets, agencies = {} } = (await answer.json()) as { tickets: Ticket[]; agencies?: Record<string, AgencyDetails> });
      return ['skybasket', 'biletik'].every((agency) => tickets.some((ticket) => ticket.offers.some((offer) => offer.agency_id === agency)));
    })
    .toBe(true);
  const of = (agency: string) => tickets.find((ticket) => ticket.offers.some((offer) => offer.agency_id === agency))!;
  const sky = of('skybasket');
  /** SkyBasket's total in the ticket's details for the bags and card (one adult searched). */
  const skyTotal = (bags: number, method: 'ru_card' | 'ww_card') =>
    agencyChoices(sky.offers, agencies, { adults: 1, children: 0, infants: 0 }, bags, method).find((choice) => choice.offer.agency_id === 'skybasket')!.total
      .total;
  return { searchId, skybasket: sky.id, biletik: of('biletik').id, skyTotal };
}

export const clickPath = (searchId: string, ticketId: string, agencyId: string, extra = '') =>
  `/click?${new URLSearchParams({ search_id: searchId, ticket_id: ticketId, agency_id: agencyId })}${extra}`;
