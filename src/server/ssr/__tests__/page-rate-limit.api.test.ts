import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { busyPageTexts } from '../../../app/busy-page';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { ssrPlugin } from '../plugin';
import type { PageRenderer } from '../renderer';

// Many people share one address (an office, a mobile carrier): pages have a limit sized for them,
// static assets none, and a refused page is a page (issue 29, item 10).
const pageLimit = 250;
const assets = ['app.js', 'vendor.js', 'route.js', 'app.css', 'messages.js'];
let t: TestApp;
let clientDir: string;

/** The render is not what is tested here: a page of the visit's language, as the app would answer. */
const renderer: PageRenderer = {
  render: async ({ visit }) => ({
    status: 200,
    title: 'Page',
    state: '{}',
    body: `<main lang="${visit.language}">page</main>`,
    cookies: [],
    content: true,
    description: null,
  }),
  assets: async () => ({ scripts: [], styles: [], preloads: [], browserCheck: '' }),
  busyTexts: busyPageTexts,
};

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(clientDir, 'assets'));
  for (const file of assets) writeFileSync(join(clientDir, 'assets', file), `/* ${file} */`);
  t = await buildTestApp({ pageRateLimit: pageLimit, globalRateLimit: 600 });
  await t.app.register(ssrPlugin, { clientDir, renderer });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7', headers });

test('200 page views with their assets from one address: no asset and no page refused; past the page limit, a page in the brand and language with Retry-After', async () => {
  const refused: string[] = [];
  for (let view = 0; view < 200; view++) {
    const page = await get(`/routes/MOW/IST?view=${view}`);
    if (page.statusCode !== 200) refused.push(`page ${view}: ${page.statusCode}`);
    // 1000 asset requests in all: past the global limit of 600, which assets do not count against.
    for (const file of assets) {
      const asset = await get(`/assets/${file}`);
      if (asset.statusCode !== 200) refused.push(`${file} of view ${view}: ${asset.statusCode}`);
    }
  }
  expect(refused).toEqual([]);

  for (let view = 200; view < pageLimit; view++) expect((await get('/')).statusCode).toBe(200);
  const russian = await get('/search/MOW1012IST1');
  expect(russian.statusCode).toBe(429);
  expect(russian.headers['content-type']).toMatch(/^text\/html/);
  expect(Number(russian.headers['retry-after'])).toBeGreaterThan(0);
  expect(russian.body).toMatch(/^<!doctype html><html lang="ru" data-brand="AS">/);
  expect(russian.body).toContain('<title>Слишком много запросов из вашей сети — ');
  expect(russian.body).toContain('href="/search/MOW1012IST1"');

  // The international brand's visitor reads it in English, and assets still load.
  const english = await get('/', { host: 'wa.localhost' });
  expect(english.statusCode).toBe(429);
  expect(english.body).toMatch(/<html lang="en" data-brand="WA">/);
  expect(english.body).toContain('<title>Too many requests from your network — ');
  expect(english.body).toMatch(/Try again in \d+ seconds?\./);
  expect((await get('/assets/app.js')).statusCode).toBe(200);
});
