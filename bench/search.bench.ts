/**
 * Flight search timing as a user sees it (docs/architecture.md §6): POST a search, then ask for the
 * results as the client does (at once, then again as soon as an answer comes, which the server
 * holds until an agency answers, but never sooner than `pollInterval` after the last request went
 * out: `nextPollDelay`), over real HTTP to the built production server. Budgets: first results
 * ≤ 300 ms, the whole search ≤ 2 s.
 *
 *   npx tsx bench/search.bench.ts
 */
import type { SearchQuery } from '../src/contracts';
import { SearchResults, StartSearchResponse } from '../src/contracts';
import { nextPollDelay } from '../src/product/search/model/poll';
import { printFigure } from './lib/figures';
import { startProductionServer } from './lib/server';

const budgets = { firstResultsMs: 300, completeMs: 2000 };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const adult = { adults: 1, children: 0, infants: 0 };
const routes: SearchQuery[] = [
  { origin: 'MOW', destination: 'IST', departDate: day(30), passengers: adult, tripClass: 'Y' },
  { origin: 'MOW', destination: 'LON', departDate: day(30), passengers: adult, tripClass: 'Y' },
  { origin: 'KZN', destination: 'BKK', departDate: day(45), returnDate: day(59), passengers: { adults: 2, children: 1, infants: 0 }, tripClass: 'Y' },
  { origin: 'LED', destination: 'NYC', departDate: day(20), returnDate: day(27), passengers: adult, tripClass: 'C' },
  { origin: 'LON', destination: 'NYC', departDate: day(10), passengers: adult, tripClass: 'Y' },
  // Flexible dates: ±3 days on both dates, 49 pairs of days.
  { origin: 'MOW', destination: 'IST', departDate: day(30), returnDate: day(37), flexDays: 3, passengers: adult, tripClass: 'Y' },
  // Multi-city, three legs.
  {
    origin: 'MOW',
    destination: 'IST',
    departDate: day(30),
    nextLegs: [
      { origin: 'IST', destination: 'LED', date: day(35) },
      { origin: 'LED', destination: 'MOW', date: day(40) },
    ],
    passengers: adult,
    tripClass: 'Y',
  },
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
  // Answers with tickets: each is a render on the client.
  let batches = 0;
  for (;;) {
    const sentAt = performance.now();
    const response = await fetch(`${base}/api/search/v1/searches/${search_id}/results?since=${since}&locale=ru`);
    const page = SearchResults.parse(await response.json());
    tickets += page.tickets.length;
    if (page.tickets.length > 0) batches += 1;
    if (firstMs === undefined && page.tickets.length > 0) firstMs = performance.now() - t0;
    since = page.next;
    if (page.complete) return { postMs, firstMs, completeMs: performance.now() - t0, tickets, batches };
    await sleep(nextPollDelay(sentAt, performance.now()));
  }
}

// The built production server, as travellers get it (the source server imports the search form,
// which only Vite's build can load).
const server = await startProductionServer();
const base = server.url;
console.log(`budgets: first results ≤ ${budgets.firstResultsMs} ms, complete ≤ ${budgets.completeMs} ms (docs/architecture.md §6)\n`);

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
    const name =
      `${query.origin}→${query.destination}${query.returnDate ? '→' : ''}${(query.nextLegs ?? []).map((leg) => `→${leg.destination}`).join('')} ${query.tripClass}${query.flexDays ? ` ±${query.flexDays}` : ''}`.padEnd(
        18,
      );
    console.log(
      `${name} start ${ms(r.postMs).padStart(7)}  first results ${ms(r.firstMs).padStart(7)} ${mark(r.firstMs, budgets.firstResultsMs).padEnd(4)}` +
        `  complete ${ms(r.completeMs).padStart(8)} ${mark(r.completeMs, budgets.completeMs).padEnd(4)}  ${r.tickets} tickets in ${r.batches} batches`,
    );
  }
} finally {
  await server.stop();
}
console.log('');
printFigure({ name: 'search: first results, slowest route', value: Math.round(worst.first), unit: 'ms', budget: budgets.firstResultsMs, better: 'lower' });
printFigure({ name: 'search: complete, slowest route', value: Math.round(worst.complete), unit: 'ms', budget: budgets.completeMs, better: 'lower' });
if (failed) {
  console.log('\nSome figures are over budget.');
  process.exitCode = 1;
}
