import { chromium } from 'playwright-core';
import { startProductionServer } from './bench/lib/server';
const server = await startProductionServer({ CLOCK_START: '2026-03-02T09:00:00Z', APP_ENV: 'local', PRICE_SAMPLES_PER_MINUTE: '600' });
try {
  await new Promise((r) => setTimeout(r, 20_000));
  const api = await fetch(`${server.url}/api/explore/v1/destinations?origin=MOW&kind=oneway&locale=en`);
  const body = await api.json();
  console.log(api.status, body.fares?.length, JSON.stringify(body.fares?.[0]));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [brand, host] of [['AS', 'localhost'], ['WA', 'wa.localhost']] as const) {
    for (const width of [1366, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      page.on('console', (m) => m.type() === 'error' && console.log(brand, 'console error', m.text()));
      const url = server.url.replace('127.0.0.1', host) + (brand === 'WA' ? '/?language=en' : '/');
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `/tmp/main-${brand}-${width}.png`, fullPage: true });
      await page.close();
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
