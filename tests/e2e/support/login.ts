import { expect, type Page } from '@playwright/test';
import { brandUrl } from './brands';

/** The messages the outbox gateway "sent" to `number` (E.164 digits), newest first (read on localhost: Playwright's own requests know no `*.localhost`). */
export async function outboxMessages(page: Pick<Page, 'request'>, number: string): Promise<{ body: string }[]> {
  const answer = await page.request.get(brandUrl('AS', `/api/v2/outbox?recipient=${number}&format=json`));
  return ((await answer.json()) as { messages: { body: string }[] }).messages;
}

/** The newest code the outbox gateway "sent" to `number` (E.164 digits, `79…`). */
export async function codeFromOutbox(page: Pick<Page, 'request'>, number: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = (await outboxMessages(page, number))[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** A number as a person types it into the phone field, what the field then shows, and the number the SMS goes to. */
export interface TypedPhone {
  typed: string;
  shown: string;
  number: string;
}

/**
 * A Russian mobile number's ten digits after +7 as the brand's field takes it: typed as is on AS
 * (the field writes the +7), with +7 on WA, whose field reads a number without a country code as
 * one of the visit's market (the US by default). Both show +7 xxx xxx xx xx.
 */
async function russianTyping(page: Page, phone: string): Promise<TypedPhone> {
  const brand = await page.locator('html').getAttribute('data-brand');
  const shown = `+7 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
  return { typed: brand === 'WA' ? `+7${phone}` : phone, shown, number: `7${phone}` };
}

/**
 * Phone login in the login dialog, opened by the caller, with the code from the outbox: `phone` is
 * a Russian mobile number's ten digits (see `russianTyping`) or a number typed some other way;
 * `beforeSend` runs once the number is shown (a screenshot of the dialog).
 */
export async function loginInDialog(page: Page, phone: string | TypedPhone, { beforeSend }: { beforeSend?: () => Promise<void> } = {}) {
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  const { typed, shown, number } = typeof phone === 'string' ? await russianTyping(page, phone) : phone;
  // Typed as a person types it, key by key; the field formats it as it goes. A number kept from an earlier login goes first.
  await page.getByTestId('login-phone').fill('');
  await page.getByTestId('login-phone').pressSequentially(typed);
  await expect(page.getByTestId('login-phone')).toHaveValue(shown);
  await page.getByTestId('login-consent').check();
  await beforeSend?.();
  // The end-to-end server resends after 2 s: a second login soon after the first may meet the limit, and a later try passes.
  await expect(async () => {
    if (await page.getByTestId('login-send-code').isVisible()) await page.getByTestId('login-send-code').click();
    await expect(page.getByTestId('login-code')).toBeFocused({ timeout: 3_000 });
  }).toPass({ timeout: 20_000, intervals: [2_000] });
  await page.getByTestId('login-code').fill(await codeFromOutbox(page, number));
  await page.getByTestId('login-submit-code').click();
  await expect(dialog).toBeHidden();
}
