import { expect, type Page } from '@playwright/test';

/**
 * Waits until the client has hydrated the server-rendered page, or, on a content page, until the
 * content entry has started the app's services and took over its links. The page looks ready as
 * soon as the HTML arrives, but a click before hydration does nothing; interact only after this.
 * The start yields to the browser between its steps, so on a machine whose cores are all busy
 * (`npm test` beside `stress-ng --cpu 2`) it can take longer than the 15 s an assertion
 * waits (playwright.config.ts): it gets the time a page's start may take there.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"], html[data-app-ready="true"]')).toHaveCount(1, { timeout: appStartTimeoutMs });
}

/** The longest a page's start may take on a fully loaded machine. */
export const appStartTimeoutMs = 30_000;
