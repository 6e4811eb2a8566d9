import { Worker } from 'node:worker_threads';

export interface HealthWatch {
  /** Every answer's time in ms, in order. */
  times: number[];
  failed: number;
  /** The slowest answer and when it came, in seconds after the watch started. */
  slowest: { ms: number; at: number };
}

/**
 * Asks `url` every `everyMs` from a worker thread until `stop()`, which answers the times. A thread
 * of its own: the bench's main thread is busy making load, and its waits must not count as the
 * server's. `ready` resolves once the first answer (not counted) has come: start the load then.
 */
export function watchHealth(url: string, everyMs = 100): { ready: Promise<void>; stop(): Promise<HealthWatch> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const { request } = require('node:http');
    const { Agent } = require('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const result = { times: [], failed: 0, slowest: { ms: 0, at: 0 } };
    let running = true;
    parentPort.on('message', () => (running = false));
    const ask = () => new Promise((done) => {
      const outgoing = request(workerData.url, { agent, timeout: 5000 }, (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode === 200));
        response.on('error', () => done(false));
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', () => done(false));
      outgoing.end();
    });
    (async () => {
      // The first answer opens the connection and warms this thread's HTTP client: not counted.
      await ask();
      parentPort.postMessage('ready');
      const begun = performance.now();
      while (running) {
        const started = performance.now();
        const ok = await ask();
        const ms = performance.now() - started;
        result.times.push(ms);
        if (!ok) result.failed++;
        if (ms > result.slowest.ms) result.slowest = { ms, at: (started - begun) / 1000 };
        await new Promise((done) => setTimeout(done, workerData.everyMs));
      }
      agent.destroy();
      parentPort.postMessage(result);
    })();
    `,
    { eval: true, workerData: { url, everyMs } },
  );
  const ready = new Promise<void>((done, fail) => {
    worker.once('message', () => done());
    worker.once('error', fail);
  });
  const finished = ready.then(
    () =>
      new Promise<HealthWatch>((done, fail) => {
        worker.once('message', (result: HealthWatch) => void worker.terminate().then(() => done(result)));
        worker.once('error', fail);
      }),
  );
  return {
    ready,
    stop() {
      worker.postMessage('stop');
      return finished;
    },
  };
}

/** The `share` percentile of `values` (0.99: the value 99 % stay at or under), rounded to a ms. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
}
