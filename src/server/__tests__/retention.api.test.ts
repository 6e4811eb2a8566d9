import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { pruneTable } from '../retention';
import { buildTestApp, type TestApp } from '../testing/test-app';

/** Retention of stored errors and events: by age and by total size, the oldest rows first. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const now = Date.parse('2026-11-25T09:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
const ids = async () =>
  ((await t.app.database.db.execute(sql`select summary from error_reports order by id`)) as unknown as { rows: { summary: string }[] }).rows.map(
    (row) => row.summary,
  );

/** Reports oldest first, `pad` bytes of JSON each. */
async function store(reports: { summary: string; at: string; pad?: number }[]) {
  for (const { summary, at, pad = 10 } of reports) {
    await t.app.database.db.execute(
      sql`insert into error_reports (received_at, type, summary, raw) values (${at}, 'event', ${summary}, jsonb_build_object('pad', repeat('x', ${pad})))`,
    );
  }
}

beforeEach(() => t.app.database.db.execute(sql`delete from error_reports`));

test('rows past the age are deleted, the rest kept', async () => {
  await store([
    { summary: 'old', at: daysAgo(40) },
    { summary: 'edge', at: daysAgo(29) },
    { summary: 'new', at: daysAgo(1) },
  ]);
  expect(await pruneTable(t.app.database.db, 'error_reports', { maxAgeDays: 30, maxMegabytes: 100 }, now)).toEqual({ byAge: 1, bySize: 0 });
  expect(await ids()).toEqual(['edge', 'new']);
});

test('above the size the oldest rows go first until the rest fits', async () => {
  // Ten rows of ~100 KB (the database compresses repeated text, so random-looking text is used).
  for (let i = 0; i < 10; i++) {
    await t.app.database.db.execute(
      sql`insert into error_reports (received_at, type, summary, raw) values (${daysAgo(1)}, 'event', ${`r${i}`}, jsonb_build_object('pad', (select string_agg(md5(g::text || ${i}), '') from generate_series(1, 3200) g)))`,
    );
  }
  const deleted = await pruneTable(t.app.database.db, 'error_reports', { maxAgeDays: 30, maxMegabytes: 0.5 }, now);
  const kept = await ids();
  expect(deleted.byAge).toBe(0);
  expect(deleted.bySize).toBe(10 - kept.length);
  // About 0.5 MB of ~100 KB rows: the newest four or five stay, in order.
  expect(kept.length).toBeGreaterThanOrEqual(4);
  expect(kept.length).toBeLessThanOrEqual(5);
  expect(kept).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'].slice(10 - kept.length));
});

test('the analytics events table is pruned the same way', async () => {
  await t.app.database.db.execute(
    sql`insert into analytics_events (received_at, e, raw, method) values (${daysAgo(90)}, 'pv', '{}', 'GET'), (${daysAgo(2)}, 'pv', '{}', 'GET')`,
  );
  expect(await pruneTable(t.app.database.db, 'analytics_events', { maxAgeDays: 30, maxMegabytes: 100 }, now)).toEqual({ byAge: 1, bySize: 0 });
});

test('the server applies the configured policy when it starts', async () => {
  const fresh = await buildTestApp({ errorsRetention: { maxAgeDays: 7, maxMegabytes: 100 } });
  try {
    const db = fresh.app.database.db;
    await db.execute(
      sql`insert into error_reports (received_at, type, summary, raw) values (now() - interval '8 days', 'event', 'old', '{}'), (now(), 'event', 'new', '{}')`,
    );
    await fresh.app.ready();
    await expect
      .poll(async () =>
        ((await db.execute(sql`select summary from error_reports`)) as unknown as { rows: { summary: string }[] }).rows.map((row) => row.summary),
      )
      .toEqual(['new']);
  } finally {
    await fresh.close();
  }
});
