import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from './db';

/** How long and how much of an append-only table is kept; the oldest rows go first. */
export interface RetentionPolicy {
  /** Rows older than this many days are deleted. */
  maxAgeDays: number;
  /** Above this many megabytes of rows (as the database counts them), the oldest are deleted. */
  maxMegabytes: number;
}

/** Tables with `id` growing with time and `received_at`: the collector's events, the relay's reports, the search's price history, hotel searches and clicks. */
export type RetainedTable = 'analytics_events' | 'error_reports' | 'price_observations' | 'price_index' | 'hotel_searches' | 'hotel_clicks';

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []).length;

/**
 * Deletes what the policy does not keep: rows past the age, then the oldest rows until the rest
 * fits the size (a running total over the rows, newest first). Answers how many went for each reason.
 */
export async function pruneTable(db: Database, table: RetainedTable, policy: RetentionPolicy, now = Date.now()): Promise<{ byAge: number; bySize: number }> {
  const name = sql.identifier(table);
  const cutoff = new Date(now - policy.maxAgeDays * 86_400_000).toISOString();
  const byAge = rowsOf(await db.execute(sql`delete from ${name} where received_at < ${cutoff} returning id`));
  const maxBytes = Math.floor(policy.maxMegabytes * 1024 * 1024);
  const bySize = rowsOf(
    await db.execute(sql`
      delete from ${name} where id <= (
        select id from (select id, sum(pg_column_size(t.*)) over (order by id desc) as total from ${name} as t) as sized
        where total > ${maxBytes} order by id desc limit 1
      ) returning id`),
  );
  return { byAge, bySize };
}

/** How often the policy is applied while the server runs (and once at start). */
const everyMs = 10 * 60_000;

/** Applies a table's policy at start and every ten minutes; failures are logged, never fatal. */
export function scheduleRetention(app: FastifyInstance, table: RetainedTable, policy: RetentionPolicy): void {
  let running: Promise<void> | undefined;
  const prune = () => {
    running ??= pruneTable(app.database.db, table, policy, app.now())
      .then((deleted) => {
        if (deleted.byAge || deleted.bySize) app.log.info({ table, ...deleted }, 'retention: old rows deleted');
      })
      .catch((error: unknown) => app.log.error({ table, err: error }, 'retention failed'))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
