import { expect, type Page } from '@playwright/test';
import { brandUrl, type BrandCode } from './brands';
import { loginInDialog } from './login';

// Steps of a booking journey shared by the booking specs: the phone login from the booking page, a
// document saved in the account, the card form, the confirmation in the outbox.

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
