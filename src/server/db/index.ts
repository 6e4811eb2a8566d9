import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './dir-lock';

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
}

/** Migrations live beside this module in source and are copied beside the server bundle on build. */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A pool whose `end()` resolves once every connection has closed. `pool.end()` alone resolves as
 * soon as it has asked them to close: a database dropped right after (the API tests' throwaway
 * one) still sees them, and terminating them raises an error on a client nobody listens to.
 */
function createPool(url: string): { pool: pg.Pool; end(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    const { pool, end } = createPool(url);
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder });
    return { db, engine: 'postgres', close: end };
  }
  if (dataDir.startsWith('memory://')) {
    const client = new PGlite(dataDir);
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    return { db, engine: 'pglite', close: () => client.close() };
  }
  mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  // Before PGlite touches the directory: a second process must leave the first one's data alone.
  const lock = lockDataDir(dataDir);
  try {
    const client = new PGlite(dataDir);
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    return { db, engine: 'pglite', close: () => client.close().finally(lock.release) };
  } catch (error) {
    lock.release();
    throw error;
  }
}
