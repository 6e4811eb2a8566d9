import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const screenshotsDir = resolve(import.meta.dirname, '../../../test-results/screenshots');

/**
 * Screenshots are for people to look at, not assertions: a CI run, whose files nobody opens, skips
 * taking them (a few hundred full pages, about a minute of the run), and the pages still go through
 * the same sizes. `E2E_SCREENSHOTS=on` or `off` decides either way.
 */
export const screenshotsTaken = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== 'off' : !process.env.CI;

/** Saves a PNG of the full page (or of the viewport only) as `test-results/screenshots/{name}.png` (unless `screenshotsTaken` is false) and returns its path. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  const path = resolve(screenshotsDir, `${name}.png`);
  if (!screenshotsTaken) return path;
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/** Saves a PNG of one element (the header, the footer…) as `test-results/screenshots/{name}.png`. */
export async function saveElementScreenshot(element: Locator, name: string): Promise<string> {
  const path = resolve(screenshotsDir, `${name}.png`);
  if (!screenshotsTaken) return path;
  mkdirSync(dirname(path), { recursive: true });
  await element.screenshot({ path, animations: 'disabled' });
  return path;
}

/** A page's screenshots at 1366 and 390 px in the light theme, `{name}-{width}`; the page is left at 1366 px. */
export async function saveScreenshotsAtBothWidths(page: Page, name: string, { fullPage = true } = {}) {
  await page.emulateMedia({ colorScheme: 'light' });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await saveScreenshot(page, `${name}-${width}`, { fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
