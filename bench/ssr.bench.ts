import autocannon from 'autocannon';
import { printFigure } from './lib/figures';
import { startProductionServer } from './lib/server';

/**
 * `npx tsx bench/ssr.bench.ts` (after `npm run build`): server rendering of `/` in both brands
 * against the built production server, 10 connections for BENCH_SECONDS (10) each.
 * Budget (docs/architecture.md §6): ≥ 300 requests/s on one core; the server is one Node process.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const budget = 300;
const brands = [
  { code: 'AS', host: 'localhost' },
  { code: 'WA', host: 'wa.localhost' },
];

const server = await startProductionServer();
try {
  for (const brand of brands) {
    // Warm up: the first renders load the route's screen and let the JIT settle.
    await autocannon({ url: `${server.url}/`, connections, duration: Math.min(3, seconds), headers: { host: brand.host } });
    const result = await autocannon({ url: `${server.url}/`, connections, duration: seconds, headers: { host: brand.host } });
    const { p50, p99 } = result.latency;
    console.log(
      `SSR / ${brand.code} (Host ${brand.host}): ${result.requests.average} req/s, latency p50 ${p50} ms p99 ${p99} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors, ${connections} connections × ${seconds} s`,
    );
    if (result.non2xx || result.errors) console.log(`  warning: ${result.non2xx + result.errors} failed responses distort the figures`);
    printFigure({ name: `SSR / ${brand.code} throughput`, value: result.requests.average, unit: 'req/s', budget, better: 'higher' });
    printFigure({ name: `SSR / ${brand.code} latency p99`, value: p99, unit: 'ms', better: 'lower' });
  }
} finally {
  await server.stop();
}
