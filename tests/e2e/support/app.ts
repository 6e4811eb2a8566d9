import { expect, type Page } from '@playwright/test';

/**
 * Waits until the client has hydrated the server-rendered page. The page looks ready as soon as
 * the HTML arrives, but a click before hydration does nothing; interact only after this.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
