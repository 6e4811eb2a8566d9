import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maxPageRows } from '../debug-page';
import { buildTestApp, type TestApp } from '../testing/test-app';

/** Issue 14 acceptance, on the engine of the run (`TEST_DB`): a long list is read page by page, never whole. */

setFlagsFromString('--expose-gc');
/** A full garbage collection, so heap figures count what is still held, not what is waiting to be freed. */
const collectGarbage = runInNewContext('gc') as () => void;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 1e9, relayRateLimit: 1e9 });
});
afterAll(() => t.close());

describe('a list of 20,000 errors', () => {
  // 350 pages of 100 rows: enough to show that the list is never read whole (it would hold over
  // 20 MB, more than twice the bound below); more rows only make the test slower.
  test('is served page by page, every row once, under a memory bound, /healthz answering throughout', { timeout: 600_000 }, async () => {
    const rows = 20_000;
    const db = t.app.database.db;
    await db.execute(sql`delete from error_reports`);
    // Rows of about 1 KB, inserted by the database itself.
    await db.execute(sql`
      insert into error_reports (event_id, type, level, summary, breadcrumbs, raw)
      select lpad(to_hex(n), 32, '0'), 'event', 'error', 'Error ' || n, 3, jsonb_build_object('pad', repeat('x', 1000), 'n', n)
      from generate_series(1, ${rows}) as n`);

    const healthTimes: number[] = [];
    /** Walks the list by its `next` links, `pages` pages at most; /healthz is asked beside every page. */
    async function walk(pages: number, onPage: (rows: { id: number }[], page: number) => void) {
      let before: number | null | undefined;
      for (let page = 0; page < pages && before !== null; page++) {
        const asked = performance.now();
        const [answer, healthz] = await Promise.all([
          t.app.inject({ method: 'GET', url: `/api/relay/errors?format=json&limit=${maxPageRows}${before ? `&before=${before}` : ''}` }),
          t.app.inject({ method: 'GET', url: '/healthz' }),
        ]);
        healthTimes.push(performance.now() - asked);
        expect(healthz.statusCode).toBe(200);
        const body = answer.json() as { errors: { id: number }[]; next: number | null };
        expect(body.errors.length).toBeLessThanOrEqual(maxPageRows);
        onPage(body.errors, page);
        before = body.next;
      }
    }

    // The whole list, newest first, each row once.
    const started = performance.now();
    let seen = 0;
    let pages = 0;
    let previous = Number.POSITIVE_INFINITY;
    await walk(Infinity, (page) => {
      for (const row of page) {
        expect(row.id).toBeLessThan(previous);
        previous = row.id;
      }
      seen += page.length;
      pages++;
    });
    expect(seen).toBe(rows);
    expect(pages).toBe(rows / maxPageRows);

    // The JavaScript heap (after a full collection) must not grow with the rows read: the list read
    // whole would hold well over 20 MB. Measured after a walk that warms the code up.
    const heap = () => (collectGarbage(), process.memoryUsage().heapUsed);
    await walk(50, () => {});
    const baseline = heap();
    let peak = baseline;
    await walk(100, (_rows, page) => {
      if (page % 10 === 9) peak = Math.max(peak, heap());
    });
    healthTimes.sort((a, b) => a - b);
    const p99 = healthTimes[Math.floor(healthTimes.length * 0.99)]!;
    console.log(
      `${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s; heap +${((peak - baseline) / 2 ** 20).toFixed(1)} MB over 10,000 rows; ` +
        `/healthz beside each page p50 ${healthTimes[healthTimes.length >> 1]!.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${healthTimes.at(-1)!.toFixed(0)} ms`,
    );
    // Measured: 0.3 MB on PostgreSQL and on PGlite. (PGlite answered without a turn of the event loop,
    // so finished responses waited to be cleaned up: +20 MB per 100 pages before its queries took turns;
    // this bound is what fails when they stop taking turns.)
    expect(peak - baseline).toBeLessThan(8 * 1024 * 1024);
    // PGlite runs in this thread, but its queries take turns with other work: /healthz waits for one
    // query at most, not for a page (p99 27–68 ms here on a quiet machine). Latency is a budget, not a
    // test: a busy machine stretches it past any bound (p99 314 ms under stress-ng), so it is printed
    // above and `npm run bench -- fuzz` checks /healthz against its 200 ms budget.

    // The HTML page is bounded the same way and links to the older rows.
    const html = await t.app.inject({ method: 'GET', url: '/api/relay/errors' });
    expect(html.statusCode).toBe(200);
    expect(html.body.match(/<tr id="report-/g)).toHaveLength(50);
    expect(html.body).toMatch(/<a href="errors\?before=\d+">older<\/a>/);
  });
});
