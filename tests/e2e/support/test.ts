import { test as base } from '@playwright/test';
import { followServerClock, followServerClockInEveryContext } from './clock';

// Specs import Playwright's test module from here, with the `test` below.
export { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Playwright's `test`, with every browser context on the end-to-end server's calendar (clock.ts). */
export const test = base.extend<{ reusedContext: void }, { serverClock: void }>({
  serverClock: [
    async ({ browser }, use) => {
      followServerClockInEveryContext(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // The test's own context is reused from test to test (playwright.config.ts). Each reuse drops its
  // init scripts, so it is put on the clock again for every test; permissions a test granted are
  // not reset by Playwright, so they are dropped here.
  reusedContext: [
    async ({ context }, use) => {
      await followServerClock(context);
      await use();
      await context.clearPermissions();
    },
    { auto: true },
  ],
});
