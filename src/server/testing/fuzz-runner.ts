import type { FuzzRequest } from './fuzz';

// Sends what fuzz.ts generates, through `app.inject` (the fuzz API tests) or over HTTP (the fuzz bench).

/** How a fuzz run went: the 5xx answers (each with its request line) and the slowest answer. */
export interface FuzzReport {
  requests: number;
  serverErrors: { request: string; status: number; body: string }[];
  slowest: { request: string; ms: number };
  byStatus: Record<number, number>;
}

/** Sends the requests, `concurrency` at a time, and reports. */
export async function runFuzz(
  requests: FuzzRequest[],
  send: (request: FuzzRequest) => Promise<{ status: number; body: string }>,
  concurrency = 1,
): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, serverErrors: [], slowest: { request: '', ms: 0 }, byStatus: {} };
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]!;
      const line = `${request.method} ${request.url.slice(0, 160)}`;
      const started = performance.now();
      const { status, body } = await send(request);
      const ms = performance.now() - started;
      report.requests++;
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      if (ms > report.slowest.ms) report.slowest = { request: line, ms };
      if (status >= 500) report.serverErrors.push({ request: line, status, body: body.slice(0, 300) });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
