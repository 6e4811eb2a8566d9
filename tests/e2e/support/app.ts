import { expect, type Page } from '@playwright/test';

/**
 * Waits until the client has hydrated the server-rendered page, or, on a content page, until the
 * content entry has started the app's services and took over its links. The page looks ready as
 * soon as the HTML arrives, but a click before hydration does nothing; interact only after this.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"], html[data-app-ready="true"]')).toHaveCount(1);
}
