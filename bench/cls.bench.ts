/**
 * Layout shift over a whole streaming search (docs/architecture.md §6, issue 13): the results page of a
 * sample search in both brands at 1366 and 390 px, from the first paint until the search ends, in
 * Debian's Chromium against the built production server. Budget: CLS ≤ 0.02.
 *
 *   npm run bench -- cls
 */
import { chromium } from '@playwright/test';
import { brandCodes } from '../src/platform/brand';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/environment';
import { layoutShifts, recordLayoutShifts } from '../tests/e2e/support/layout-shift';
import { sampleSearchPath } from '../tests/e2e/support/route-samples';
import { printFigure } from './lib/figures';
import { startProductionServer } from './lib/server';

const budget = 0.02;
const widths = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];
const hosts = { AS: 'localhost', WA: 'wa.localhost' } as const;

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const brand of brandCodes) {
    for (const { width, height } of widths) {
      const page = await browser.newPage({ viewport: { width, height } });
      await recordLayoutShifts(page);
      await page.goto(`http://${hosts[brand]}:${server.port}${sampleSearchPath()}`);
      await page.getByTestId('search-progress').waitFor({ state: 'hidden', timeout: 20_000 });
      const { total } = await layoutShifts(page);
      printFigure({ name: `results CLS over a whole search ${brand} ${width}px`, value: total, unit: '', budget, better: 'lower' }, 4);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
