import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Page } from '@playwright/test';

export const screenshotsDir = resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Saves a full-page PNG as `test-results/screenshots/{name}.png` and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const path = resolve(screenshotsDir, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
