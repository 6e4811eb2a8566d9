import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../scripts/lib/build.mjs';
import { printFigure } from './lib/figures';

/**
 * `npx tsx bench/initial-js.bench.ts` (after `npm run build`): JavaScript the browser needs for `/`,
 * from the client build's manifest. Budget (ARCHITECTURE.md §6): ≤ 120 KB compressed.
 *  - entry: the client entry chunk and its static imports (what the HTML's script and preloads fetch);
 *  - `/` before hydration: the entry plus the main page's screen and the default (ru) messages,
 *    which the client loads before it hydrates.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const budgetKb = 120;
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

function measure(keys: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const files: string[] = [];
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const source = readFileSync(resolve(clientDir, file));
    files.push(file);
    raw += source.length;
    gzip += gzipSync(source, { level: 9 }).length;
    brotli += brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files, raw, gzip, brotli };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// The app's entry; the build's other entry, the unsupported-browser notice, loads only where the app cannot run.
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('entry-client.tsx'));
if (!entryKey) throw new Error('The client build has no entry chunk');
const entry = staticGraph(entryKey);
const mainPage = Object.keys(manifest).find((key) => /explore\/pages\/main-page\.tsx$/.test(key));
const messages = Object.keys(manifest).find((key) => /i18n\/messages\/ru\.json$/.test(key));
const beforeHydration = new Set(entry);
for (const key of [mainPage, messages]) if (key) staticGraph(key, beforeHydration);

for (const [label, keys] of [
  ['initial JS (entry + static imports)', entry],
  ['initial JS of / before hydration', beforeHydration],
] as const) {
  const size = measure(keys);
  console.log(`${label}: ${size.files.length} files, ${kb(size.raw)} KB raw, ${kb(size.gzip)} KB gzip, ${kb(size.brotli)} KB brotli`);
  for (const file of size.files) console.log(`  ${file}`);
  printFigure({ name: `${label}, gzip`, value: kb(size.gzip), unit: 'KB', budget: budgetKb, better: 'lower' });
  printFigure({ name: `${label}, brotli`, value: kb(size.brotli), unit: 'KB', budget: budgetKb, better: 'lower' });
}
