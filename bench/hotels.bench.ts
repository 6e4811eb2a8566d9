/**
 * Hotel search timing as a user sees it (docs/architecture.md §6, the hotels issue's budgets): POST
 * a search, then ask for the list as the page does (at once, then again with `since` as soon as an
 * answer comes, which the server holds until a booking site answers), over real HTTP to the built
 * production server. Budgets: first hotels ≤ 300 ms, the whole search ≤ 2 s.
 *
 *   npx tsx bench/hotels.bench.ts
 */
import { HotelResults, StartHotelSearchResponse, type HotelSearchQuery } from '../src/contracts/hotels';
import { printFigure } from './lib/figures';
import { startProductionServer } from './lib/server';

const budgets = { firstResultsMs: 300, completeMs: 2000 };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stays: { label: string; query: HotelSearchQuery }[] = [
  { label: 'LED 2 nights, 2 adults', query: { city: 'LED', check_in: day(20), check_out: day(22), adults: 2, children: [], rooms: 1 } },
  { label: 'MOW 5 nights, family', query: { city: 'MOW', check_in: day(40), check_out: day(45), adults: 2, children: [7, 1], rooms: 1 } },
  { label: 'IST a week, 2 rooms', query: { city: 'IST', check_in: day(60), check_out: day(67), adults: 4, children: [], rooms: 2 } },
  { label: 'BKK 3 nights, 1 adult', query: { city: 'BKK', check_in: day(10), check_out: day(13), adults: 1, children: [], rooms: 1 } },
];

async function measure(base: string, query: HotelSearchQuery) {
  const t0 = performance.now();
  const started = await fetch(`${base}/api/hotels/v1/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(query),
  });
  if (started.status !== 201) throw new Error(`POST answered ${started.status}: ${await started.text()}`);
  const { search_id } = StartHotelSearchResponse.parse(await started.json());
  let since = 0;
  let firstMs: number | undefined;
  for (;;) {
    const response = await fetch(`${base}/api/hotels/v1/searches/${search_id}/results?since=${since}&locale=ru`);
    const page = HotelResults.parse(await response.json());
    if (firstMs === undefined && page.hotels.length > 0) firstMs = performance.now() - t0;
    since = page.next;
    if (page.complete) return { firstMs, completeMs: performance.now() - t0, hotels: page.total, sites: page.sites_total };
  }
}

const server = await startProductionServer();
console.log(`budgets: first hotels ≤ ${budgets.firstResultsMs} ms, complete ≤ ${budgets.completeMs} ms (docs/architecture.md §6)\n`);
const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);
const worst = { first: 0, complete: 0 };
try {
  await measure(server.url, stays[0]!.query); // warm-up: JIT, the inventory's first city, the first database write
  for (const { label, query } of stays) {
    const r = await measure(server.url, query);
    worst.first = Math.max(worst.first, r.firstMs ?? Infinity);
    worst.complete = Math.max(worst.complete, r.completeMs);
    console.log(
      `${label.padEnd(24)} first hotels ${ms(r.firstMs).padStart(7)}  complete ${ms(r.completeMs).padStart(8)}  ${r.hotels} hotels from ${r.sites} sites`,
    );
  }
} finally {
  await server.stop();
}
console.log('');
printFigure({ name: 'hotels: first results, slowest stay', value: Math.round(worst.first), unit: 'ms', budget: budgets.firstResultsMs, better: 'lower' });
printFigure({ name: 'hotels: complete, slowest stay', value: Math.round(worst.complete), unit: 'ms', budget: budgets.completeMs, better: 'lower' });
