import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './dir-lock';
import { openPglite } from './pglite';

/** Tables are defined by the API modules (`api/{module}/schema.ts`); queries name them directly. */
export type Database = ReturnType<typeof drizzlePglite> | ReturnType<typeof drizzlePg>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir: string;
  /**
   * A data directory image (`PGlite.dumpDataDir`) a `memory://` database starts from: loading one
   * takes a third of creating a database (the API tests open dozens). Migrations still run.
   */
  image?: Blob;
  /** Where a lost PostgreSQL connection is reported (the server's logger). */
  log?: { warn(details: object, message: string): void };
}

/** Migrations live beside this module in source and are copied beside the server bundle on build. */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A pool whose `end()` resolves once every connection has closed. `pool.end()` alone resolves as
 * soon as it has asked them to close: a database dropped right after (the API tests' throwaway
 * one) still sees them, and terminating them raises an error on a client nobody listens to.
 *
 * A connection the server ends while it sits idle in the pool (a restart, `pg_terminate_backend`,
 * an idle timeout) makes the pool emit `error`, which would end the process unheard. It is logged
 * by the connection's backend pid and the reason; the pool has already dropped the connection and
 * the next query opens another.
 */
function createPool(url: string, log: DatabaseOptions['log']): { pool: pg.Pool; end(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error: Error & { code?: string }, client) => {
    log?.warn(
      { connection: (client as { processID?: number }).processID, code: error.code, reason: error.message },
      'database connection lost; the next query opens another',
    );
  });
  // A client is removed, and `remove` emitted, once its connection has ended.
  const open = new Set<unknown>();
  let allClosed: (() => void) | undefined;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allClosed?.();
  });
  return {
    pool,
    async end() {
      const closed = new Promise<void>((done) => (open.size === 0 ? done() : (allClosed = done)));
      await pool.end();
      await closed;
    },
  };
}

/** Opens the database and applies pending migrations (each migration runs in a transaction). */
export async function openDatabase({ url, dataDir, image, log }: DatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    const { pool, end } = createPool(url, log);
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder });
    return { db, engine: 'postgres', close: end };
  }
  if (dataDir.startsWith('memory://')) {
    const client = await openPglite(dataDir, image);
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    return { db, engine: 'pglite', close: () => client.close() };
  }
  mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  // Before PGlite touches the directory: a second process must leave the first one's data alone.
  const lock = lockDataDir(dataDir);
  try {
    const client = await openPglite(dataDir);
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    return { db, engine: 'pglite', close: () => client.close().finally(lock.release) };
  } catch (error) {
    lock.release();
    throw error;
  }
}
