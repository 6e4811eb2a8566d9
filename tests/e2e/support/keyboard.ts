import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has focus, as a traveller without a mouse would reach it. */
export async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach the element in ${limit} presses`);
}
