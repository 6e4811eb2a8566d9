import { expect, type Page } from '@playwright/test';
import { brandUrl } from './brands';

/** The newest code the outbox gateway "sent" to the phone (read on localhost: Playwright's own requests know no `*.localhost`). */
export async function codeFromOutbox(page: Page, phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await page.request.get(brandUrl('AS', `/api/v2/outbox?recipient=7${phone}&format=json`));
      const { messages } = (await answer.json()) as { messages: { body: string }[] };
      code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** Phone login in the login dialog, opened by the caller, with the code from the outbox. */
export async function loginInDialog(page: Page, phone: string) {
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  // Typed as a person types it: the mask writes +7 xxx xxx xx xx.
  await page.getByTestId('login-phone').pressSequentially(phone);
  await expect(page.getByTestId('login-phone')).toHaveValue(`+7 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`);
  await page.getByTestId('login-consent').check();
  // The end-to-end server resends after 2 s: a second login soon after the first may meet the limit, and a later try passes.
  await expect(async () => {
    if (await page.getByTestId('login-send-code').isVisible()) await page.getByTestId('login-send-code').click();
    await expect(page.getByTestId('login-code')).toBeFocused({ timeout: 3_000 });
  }).toPass({ timeout: 20_000, intervals: [2_000] });
  await page.getByTestId('login-code').fill(await codeFromOutbox(page, phone));
  await page.getByTestId('login-submit-code').click();
  await expect(dialog).toBeHidden();
}
