import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request as httpRequest } from 'node:http';
import { fuzzRequests, type FuzzRequest, type OpenApiDocument } from '../src/server/testing/fuzz';
import { runFuzz } from '../src/server/testing/fuzz-runner';
import { printFigure } from './lib/figures';
import { percentile, watchHealth } from './fuzz-health';
import { startProductionServer } from './lib/server';

/**
 * `npm run bench -- fuzz`: 10,000 requests generated from the OpenAPI document plus the hostile set
 * (prototype names, deep nesting, lone surrogates, 1 MB strings, wrong types, forged Host and
 * X-Forwarded-* headers) against the built production server, pages included, `FUZZ_CONCURRENCY`
 * at a time (8 unless told). Reports the answers of 500 or above, the slowest answer, the
 * server's peak memory and `/healthz` asked every 100 ms throughout (issue 14 acceptance).
 */
const count = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const seed = Number(process.env.FUZZ_SEED ?? 14);

// On disk, as `npm start` runs: an in-memory database would count its data as the server's memory.
// `APP_ENV=local`: the private pages (and the OpenAPI document the requests are generated from)
// exist, so they are fuzzed too; production serves a subset of these routes.
const dataDir = mkdtempSync(join(tmpdir(), 'fuzz-bench-'));
const server = await startProductionServer({
  APP_ENV: 'local',
  PGLITE_DIR: join(dataDir, 'pglite'),
  ADMIN_TOKEN_FILE: join(dataDir, 'admin-token'),
  RATE_LIMIT_COLLECTOR: '100000000',
  RATE_LIMIT_RELAY: '100000000',
  LOG_LEVEL: 'fatal',
});
const agent = new Agent({ keepAlive: true, maxSockets: concurrency + 2 });
const { hostname, port } = new URL(server.url);

function send(request: FuzzRequest): Promise<{ status: number; body: string }> {
  return new Promise((done) => {
    try {
      const outgoing = httpRequest(
        { hostname, port, method: request.method, path: request.url, headers: request.headers, agent, timeout: 30_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.length < 4 && chunks.push(chunk));
          response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8', 0, 300) }));
          response.on('error', () => done({ status: 0, body: 'response error' }));
        },
      );
      outgoing.on('error', (error) => done({ status: 0, body: error.message }));
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 30 s')));
      outgoing.end(request.payload);
    } catch (error) {
      // A header Node refuses to send: the request never left, it says nothing about the server.
      done({ status: -1, body: (error as Error).message });
    }
  });
}

/** Resident memory of the server process now and at its peak, in MB (Linux `/proc`). */
function memory(): { now: number; peak: number } {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const idle = memory().now;
const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument;
const requests = fuzzRequests(document, count, seed);

// /healthz every 100 ms while the fuzz runs, from a thread of its own: the time measured is the
// server's, not the wait of this thread, which is busy sending the fuzz.
const watcher = watchHealth(`${server.url}/healthz`);
await watcher.ready;
const started = performance.now();
const loadBefore = loadavg()[0]!;
const report = await runFuzz(requests, send, concurrency);
const health = await watcher.stop();
const seconds = (performance.now() - started) / 1000;
const { peak } = memory();
await server.stop();
agent.destroy();
rmSync(dataDir, { recursive: true, force: true });

console.log(`${report.requests} requests in ${seconds.toFixed(1)} s (${concurrency} at a time, seed ${seed}); statuses ${JSON.stringify(report.byStatus)}`);
console.log(`slowest: ${report.slowest.request} in ${report.slowest.ms.toFixed(0)} ms`);
console.log(
  `/healthz asked ${health.times.length} times, ${health.failed} failed: p50 ${percentile(health.times, 0.5)} ms, p99 ${percentile(health.times, 0.99)} ms, ` +
    `slowest ${health.slowest.ms.toFixed(0)} ms at ${health.slowest.at.toFixed(1)} s into the run`,
);
// Other work on the machine slows every figure of time here: say how busy it was.
console.log(`machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before the run and ${loadavg()[0]!.toFixed(1)} after`);
for (const failure of report.serverErrors.slice(0, 10)) console.log(`  ${failure.status} ${failure.request}: ${failure.body}`);
printFigure({ name: 'fuzz requests', value: report.requests, unit: 'requests', budget: count, better: 'higher' });
printFigure({ name: 'fuzz answers of 500 or above', value: report.serverErrors.length, unit: 'requests', budget: 0, better: 'lower' });
printFigure({ name: 'fuzz requests without an answer', value: (report.byStatus[0] ?? 0) + (report.byStatus[-1] ?? 0), unit: 'requests', better: 'lower' });
printFigure({ name: 'fuzz slowest answer', value: report.slowest.ms, unit: 'ms', better: 'lower' }, 0);
console.log(`server memory: ${idle.toFixed(0)} MB idle after start (PGlite and the places dataset), ${peak.toFixed(0)} MB at the peak`);
printFigure({ name: 'fuzz server peak memory', value: peak, unit: 'MB', budget: 512, better: 'lower' }, 0);
printFigure({ name: 'fuzz server memory growth over idle', value: peak - idle, unit: 'MB', better: 'lower' }, 0);
printFigure({ name: 'fuzz /healthz slowest', value: health.slowest.ms, unit: 'ms', budget: 200, better: 'lower' }, 0);
printFigure({ name: 'fuzz /healthz failures', value: health.failed, unit: 'requests', budget: 0, better: 'lower' });
