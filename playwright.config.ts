import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath, e2eBaseUrl } from './tests/e2e/support/environment';

/**
 * End-to-end journeys in Debian's Chromium against the production build. Run them with
 * `npm run test:e2e`, which builds when needed and starts the server on `E2E_PORT` first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // Two cores, two browsers: the server mostly waits on them, and the suite takes two thirds of the time of one.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Timeouts catch a page that hangs, not a slow one: on a machine whose cores another process keeps
  // busy, a whole search takes three to five times as long as on an idle one, and the suite must
  // still pass (issue 13). A failing assertion only takes longer to report.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: e2eBaseUrl(),
    // A trace records every action's snapshots and the screen's frames: a quarter of the suite's
    // CPU time. In CI the retry of a failed test records one, elsewhere each failed test keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // One browser context per worker, reset between tests (cookies, storage, cache, routes, init
    // scripts; support/test.ts also drops granted permissions and puts it on the server's clock):
    // a fresh context per test cost a third of the suite's time in tests that open a page or two.
    // A test that asks for other context options (`javaScriptEnabled`, `locale`) gets a fresh one.
    reuseContext: true,
  },
  projects: [{ name: 'chromium' }],
});
