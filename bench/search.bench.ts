/**
 * Flight search timing as a user sees it (ARCHITECTURE.md §6): POST a search, then poll the
 * results as the client does (at once, then 250 ms after each answer), over real HTTP to an
 * in-process server. Budgets: first results ≤ 500 ms, the whole search ≤ 3 s.
 *
 *   npx tsx bench/search.bench.ts
 */
import type { SearchQuery } from '../src/contracts';
import { SearchResults, StartSearchResponse } from '../src/contracts';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { loadPlaces, type PlacesIndex } from '../src/server/engines/places';
import { placesFixture } from '../src/server/testing/places-fixture';
import { printFigure } from './lib/figures';

const budgets = { firstResultsMs: 500, completeMs: 3000 };
const pollInterval = 250;

function places(): { index: PlacesIndex; source: string } {
  try {
    return { index: loadPlaces(), source: 'data/places' };
  } catch {
    return { index: placesFixture, source: 'test fixture (data/places not built)' };
  }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const adult = { adults: 1, children: 0, infants: 0 };
const routes: SearchQuery[] = [
  { origin: 'MOW', destination: 'IST', departDate: day(30), passengers: adult, tripClass: 'Y' },
  { origin: 'MOW', destination: 'LON', departDate: day(30), passengers: adult, tripClass: 'Y' },
  { origin: 'KZN', destination: 'BKK', departDate: day(45), returnDate: day(59), passengers: { adults: 2, children: 1, infants: 0 }, tripClass: 'Y' },
  { origin: 'LED', destination: 'NYC', departDate: day(20), returnDate: day(27), passengers: adult, tripClass: 'C' },
  { origin: 'LON', destination: 'NYC', departDate: day(10), passengers: adult, tripClass: 'Y' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(base: string, query: SearchQuery) {
  const t0 = performance.now();
  const started = await fetch(`${base}/api/search/v1/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(query),
  });
  if (started.status !== 201) throw new Error(`POST answered ${started.status}: ${await started.text()}`);
  const { search_id } = StartSearchResponse.parse(await started.json());
  const postMs = performance.now() - t0;
  let since = 0;
  let firstMs: number | undefined;
  let tickets = 0;
  for (;;) {
    const response = await fetch(`${base}/api/search/v1/searches/${search_id}/results?since=${since}&locale=ru`);
    const page = SearchResults.parse(await response.json());
    tickets += page.tickets.length;
    if (firstMs === undefined && page.tickets.length > 0) firstMs = performance.now() - t0;
    since = page.next;
    if (page.complete) return { postMs, firstMs, completeMs: performance.now() - t0, tickets };
    await sleep(pollInterval);
  }
}

const { index, source } = places();
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { pgliteDir: 'memory://', searchRateLimit: 10_000 });
const app = await buildApp({ config, ssr: false, places: index });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`places: ${source}; budgets: first results ≤ ${budgets.firstResultsMs} ms, complete ≤ ${budgets.completeMs} ms\n`);

let failed = false;
const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);
const mark = (value: number | undefined, budget: number) => {
  const ok = value !== undefined && value <= budget;
  failed ||= !ok;
  return ok ? 'ok' : 'OVER';
};
const worst = { first: 0, complete: 0 };
try {
  await measure(base, routes[0]!); // warm-up: JIT, time-zone formatters, first database write
  for (const query of routes) {
    const r = await measure(base, query);
    worst.first = Math.max(worst.first, r.firstMs ?? Infinity);
    worst.complete = Math.max(worst.complete, r.completeMs ?? Infinity);
    const name = `${query.origin}→${query.destination}${query.returnDate ? '→' : ''} ${query.tripClass}`.padEnd(14);
    console.log(
      `${name} start ${ms(r.postMs).padStart(7)}  first results ${ms(r.firstMs).padStart(7)} ${mark(r.firstMs, budgets.firstResultsMs).padEnd(4)}` +
        `  complete ${ms(r.completeMs).padStart(8)} ${mark(r.completeMs, budgets.completeMs).padEnd(4)}  ${r.tickets} tickets over all batches`,
    );
  }
} finally {
  await app.close();
}
console.log('');
printFigure({ name: 'search: first results, slowest route', value: Math.round(worst.first), unit: 'ms', budget: budgets.firstResultsMs, better: 'lower' });
printFigure({ name: 'search: complete, slowest route', value: Math.round(worst.complete), unit: 'ms', budget: budgets.completeMs, better: 'lower' });
if (failed) {
  console.log('\nSome figures are over budget.');
  process.exitCode = 1;
}
