import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, test } from 'vitest';
import { adminUrl, createThrowawayDatabase, testEngine } from '../../testing/test-app';
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
