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

/** Opens the database and applies pending migrations (each migration runs in a transaction). */
export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder });
    return { db, engine: 'postgres', close: () => pool.end() };
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
