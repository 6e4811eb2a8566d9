import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { payloadDataSchema } from '../src/contracts/analytics';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { analyticsEvents } from '../src/server/api/collector/schema';
import { errorReports } from '../src/server/api/relay/schema';
import { printFigure } from './lib/figures';

/**
 * `npx tsx bench/collector.bench.ts`: the collector (`POST /a/j`) and the error relay
 * (`POST /api/relay/envelope`) at 200 requests/s each for `BENCH_SECONDS` (10 by default), against
 * the in-process server on the embedded database. Prints p50/p99 against the API budget of
 * docs/architecture.md §6 (p99 ≤ 50 ms at 200 requests/s) and, after each run, how many of the events the
 * server acknowledged are in the database: acceptance says it never loses a valid event at this rate.
 */
const rate = 200;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const p99BudgetMs = 50;

const app = await buildApp({
  config: loadConfig(
    { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error' },
    { pgliteDir: 'memory://', databaseUrl: undefined, sentryDsn: undefined, globalRateLimit: 1e9, collectorRateLimit: 1e9, relayRateLimit: 1e9 },
  ),
  ssr: false,
});
// What reached the server and what it acknowledged, counted on its side: the load generator counts
// requests it queued but never sent, and drops the answers still in flight when it stops.
const seen = new Map<string, { received: number; acknowledged: number }>();
const tally = (path: string) => seen.get(path) ?? seen.set(path, { received: 0, acknowledged: 0 }).get(path)!;
app.addHook('onRequest', async (request) => void tally(request.url).received++);
app.addHook('onResponse', async (request, reply) => void (reply.statusCode < 300 && tally(request.url).acknowledged++));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const db = app.database.db;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A page view as the browser tracker sends it (bufferSize 1: one event per request), with the common-fields entity. */
function batch() {
  const context = {
    schema: 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-0',
    data: [
      { schema: 'iglu:com.snowplowanalytics.snowplow/web_page/jsonschema/1-0-0', data: { id: randomUUID() } },
      {
        schema: 'iglu:com.aviasmart/common/jsonschema/1-0-0',
        data: {
          guestia_id: randomUUID(),
          premium_state_id: 'none',
          market: 'ru',
          marker: 'direct',
          language: 'ru',
          currency: 'rub',
          platform: 'web_desktop',
          page_rendered_by: 'server',
        },
      },
    ],
  };
  const event = {
    e: 'pv',
    p: 'web',
    tv: 'js-4.10.1',
    aid: 'aviasmart',
    tna: 'as-web',
    eid: randomUUID(),
    dtm: String(Date.now()),
    stm: String(Date.now()),
    url: 'http://localhost/search/MOW1012IST15121',
    page: 'Search results',
    duid: randomUUID(),
    sid: randomUUID(),
    vid: '1',
    res: '1920x1080',
    lang: 'ru-RU',
    cx: b64(context),
  };
  return JSON.stringify({ schema: payloadDataSchema, data: [event] });
}
function envelope() {
  const id = randomUUID().replaceAll('-', '');
  const event = {
    event_id: id,
    level: 'error',
    platform: 'javascript',
    exception: {
      values: [
        {
          type: 'TypeError',
          value: "Cannot read properties of undefined (reading 'price')",
          stacktrace: { frames: [{ filename: '/assets/search.js', lineno: 1, colno: 4242, function: 'Ticket' }] },
        },
      ],
    },
    breadcrumbs: Array.from({ length: 20 }, (_, i) => ({ timestamp: Date.now() / 1000, category: i % 2 ? 'fetch' : 'ui.click', message: `crumb ${i}` })),
    request: { url: 'http://localhost/search/MOW1012IST15121' },
  };
  return [
    JSON.stringify({ event_id: id, sent_at: new Date().toISOString(), sdk: { name: 'sentry.javascript.react', version: '11.12.0' } }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

// Warm up: V8 optimizes hot code after a while and the first inserts create the table's pages.
for (let i = 0; i < 200; i++) {
  await app.inject({ method: 'POST', url: '/a/j', headers: { 'content-type': 'application/json; charset=UTF-8' }, payload: batch() });
  await app.inject({ method: 'POST', url: '/api/relay/envelope', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: envelope() });
}

const rows = async (table: typeof analyticsEvents | typeof errorReports) => (await db.select({ n: count() }).from(table))[0]!.n;

/** Runs the load (the generator in a worker thread, off the server's event loop) and checks what was stored. */
async function run(name: string, path: string, contentType: string, bodies: string[], table: typeof analyticsEvents | typeof errorReports) {
  const before = await rows(table);
  seen.delete(path);
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    overallRate: rate,
    workers: 1,
    requests: bodies.map((body) => ({ method: 'POST', path, headers: { 'content-type': contentType }, body })),
  });
  // Requests still in flight when the load stops are finished by the server; let them land.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const stored = (await rows(table)) - before;
  const { received, acknowledged } = tally(path);
  const { p50, p99, max } = result.latency;
  console.log(
    `${name.padEnd(8)} p50 ${p50} ms  p99 ${p99} ms  max ${max} ms  ${result.requests.average} req/s  ` +
      `${result['2xx']} answers read  ${result.non2xx} non-2xx  ${result.errors} errors  ${result.timeouts} timeouts; ` +
      `server: ${received} received, ${acknowledged} acknowledged, ${stored} stored`,
  );
  printFigure({ name: `${name} p50 at ${rate} req/s`, value: p50, unit: 'ms', better: 'lower' });
  printFigure({ name: `${name} p99 at ${rate} req/s`, value: p99, unit: 'ms', budget: p99BudgetMs, better: 'lower' });
  // Every request carries one valid event: each one that reached the server must be stored.
  printFigure({
    name: `${name} events lost (${received} received, ${stored} stored)`,
    value: Math.abs(received - stored),
    unit: 'events',
    budget: 0,
    better: 'lower',
  });
  printFigure({ name: `${name} acknowledged but not stored`, value: Math.max(0, acknowledged - stored), unit: 'events', budget: 0, better: 'lower' });
  printFigure({ name: `${name} requests refused or failed`, value: result.non2xx + result.errors, unit: 'requests', budget: 0, better: 'lower' });
}

// A few hundred distinct bodies, so events differ (ids, dates) as real traffic does.
const batches = Array.from({ length: 400 }, batch);
const envelopes = Array.from({ length: 400 }, envelope);

console.log(`${rate} requests/s for ${seconds} s each, one event per request, in-process server on PGlite`);
await run('collector', '/a/j', 'application/json; charset=UTF-8', batches, analyticsEvents);
await run('relay', '/api/relay/envelope', 'text/plain;charset=UTF-8', envelopes, errorReports);
// A route doing nothing: the floor the machine and the framework set, to read the two above against.
const floor = await autocannon({
  url,
  connections: 10,
  duration: Math.min(seconds, 5),
  overallRate: rate,
  workers: 1,
  requests: [{ method: 'GET', path: '/healthz' }],
});
console.log(`healthz floor p50 ${floor.latency.p50} ms  p99 ${floor.latency.p99} ms  max ${floor.latency.max} ms`);
console.log(`load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`);

await app.close();
