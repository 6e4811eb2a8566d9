import { test as base } from '@playwright/test';
import { followServerClockInEveryContext } from './clock';

// Specs import Playwright's test module from here, with the `test` below.
export { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Playwright's `test`, with every browser context on the end-to-end server's calendar (clock.ts). */
export const test = base.extend<object, { serverClock: void }>({
  serverClock: [
    async ({ browser }, use) => {
      followServerClockInEveryContext(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
