import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Database } from './index';

/** Both engines' databases share this type; their union has no callable `transaction`. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** The database as the stores query it, whichever engine runs. */
export const queryable = (database: Database): Db => database as unknown as Db;

/** Whether a database error is a unique violation (PostgreSQL 23505, both engines). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
