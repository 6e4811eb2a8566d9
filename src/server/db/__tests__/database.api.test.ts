import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, test } from 'vitest';
import { adminQuery, adminUrl, buildTestApp, createThrowawayDatabase, testEngine } from '../../testing/test-app';
import { openDatabase } from '..';

test.skipIf(testEngine !== 'postgres')('closing a PostgreSQL database resolves once none of its connections is left', async () => {
  const database = await createThrowawayDatabase();
  // Connected beforehand, so that it asks the moment the pool says it has closed.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const handle = await openDatabase({ url: database.url, dataDir: 'memory://' });
    // Queries at once make the pool open several connections.
    await Promise.all(Array.from({ length: 6 }, () => handle.db.execute(sql`SELECT pg_sleep(0.05)`)));
    await handle.close();
    const { rows } = await admin.query<{ count: string }>('SELECT count(*) FROM pg_stat_activity WHERE datname = $1', [database.name]);
    expect(Number(rows[0]!.count)).toBe(0);
  } finally {
    await admin.end();
    await database.drop();
  }
});

test.skipIf(testEngine !== 'postgres')(
  'a pooled connection the database ends is logged by id and reason, and the server keeps answering on a new one',
  async () => {
    const logLines: string[] = [];
    const t = await buildTestApp({}, { logStream: { write: (line) => void logLines.push(line) } });
    try {
      /** An unknown search: its results are looked up in the database, which answers none. */
      const lookUp = () => t.app.inject({ method: 'GET', url: `/api/search/v1/searches/${randomUUID()}/results` });
      // Several at once, so that the pool holds several connections, idle once they are answered.
      expect((await Promise.all(Array.from({ length: 4 }, lookUp))).map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
      const [{ name }] = (await t.app.database.db.execute(sql`SELECT current_database() AS name`)).rows as [{ name: string }];

      const ended = await adminQuery<{ pid: number; ended: boolean }>(
        'SELECT pid, pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      expect(ended.length).toBeGreaterThan(0);
      const lost = () =>
        logLines
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((entry) => entry.msg === 'database connection lost; the next query opens another');
      await expect.poll(() => lost().length, { timeout: 5_000 }).toBe(ended.length);

      // The id and the reason, nothing more.
      const entry = lost()[0]!;
      expect(ended.map((row) => row.pid)).toContain(entry.connection);
      expect(entry).toMatchObject({ code: '57P01', reason: 'terminating connection due to administrator command' });
      // Every connection was replaced: the server answers as before.
      expect((await Promise.all(Array.from({ length: 6 }, lookUp))).map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  },
);
