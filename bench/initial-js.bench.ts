import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root } from '../scripts/lib/build.mjs';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/environment';
import { printFigure } from './lib/figures';
import { startProductionServer } from './lib/server';

/**
 * `npx tsx bench/initial-js.bench.ts` (after `npm run build`): JavaScript the browser needs for `/`.
 * Budget (docs/architecture.md §6): `/` ≤ 100 KB brotli initial.
 *  - entry: the client entry chunk and its static imports (what the HTML's script and preloads
 *    fetch, and all that runs before the first paint), from the client build's manifest; the app
 *    itself loads after the paint (src/entry-client.tsx);
 *  - `/` before hydration: every script the browser fetched until the page hydrated, on the
 *    production server, in each brand's default visit (AS in Russian, WA in English), with the
 *    message groups among them: the shell's and those the main route declares, nothing else.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const budgetKb = 100;
const clientDir = resolve(root, 'dist/client');
const manifestPath = resolve(clientDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) throw new Error('No client build: run npm run build');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** The chunk files a manifest key needs, itself first, following static imports only. */
function staticGraph(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const child of chunk.imports ?? []) staticGraph(child, seen);
  return seen;
}

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOf(file: string): Size {
  const source = readFileSync(resolve(clientDir, file));
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const describe = ({ raw, gzip, brotli }: Size) => `${kb(raw)} KB raw, ${kb(gzip)} KB gzip, ${kb(brotli)} KB brotli`;

function report(label: string, files: string[]) {
  const total = files.map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
  console.log(`${label}: ${files.length} files, ${describe(total)}`);
  for (const file of files) console.log(`  ${file}`);
  printFigure({ name: `${label}, gzip`, value: kb(total.gzip), unit: 'KB', budget: budgetKb, better: 'lower' });
  printFigure({ name: `${label}, brotli`, value: kb(total.brotli), unit: 'KB', budget: budgetKb, better: 'lower' });
}

// The app's entry; the build's other entry, the unsupported-browser notice, loads only where the app cannot run.
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('entry-client.tsx'));
if (!entryKey) throw new Error('The client build has no entry chunk');
report(
  'initial JS before the first paint (entry + static imports)',
  [...staticGraph(entryKey)].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')),
);

/** `assets/messages-search-ru-Ab12.js` → `search-ru` (scripts/vite/message-chunks.ts names them). */
const messageGroup = (file: string) => /^assets\/messages-(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? null;

const visits = [
  { brand: 'AS', host: 'localhost' },
  { brand: 'WA', host: 'wa.localhost' },
];
const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { brand, host } of visits) {
    const page = await browser.newPage();
    await page.goto(`http://${host}:${server.port}/`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const scripts = await page.evaluate(() => {
      // The start's own mark at React's commit of the hydrated tree: the services, the router and
      // what loads when the browser is idle come after it (README: Performance).
      const hydrated = performance.getEntriesByName('app:hydrated')[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= hydrated)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))
        .map((path) => path.slice(1));
    });
    const fetched = [...new Set(scripts)];
    report(`initial JS of / before hydration (${brand})`, fetched);
    const messages = fetched.filter((file) => messageGroup(file));
    console.log(`messages of / (${brand}): ${messages.map((file) => `${messageGroup(file)} (${describe(sizeOf(file))})`).join(', ')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
