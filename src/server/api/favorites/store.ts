import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { subscriptionKey, type PriceChannel } from '../../../contracts/favorites';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import type { Database } from '../../db';
import type { Db } from '../../db/query';
import { priceSubscriptions } from './schema';

export type SubscriptionRow = typeof priceSubscriptions.$inferSelect;

/** The query as canonical JSON (fixed key order, defaults filled): the same search is the same key. */
export const queryKey = subscriptionKey;

/** The namespace of the price-drop job's advisory locks (the other key is the user's). */
const lockSpace = 0x46_41_56_31; // "FAV1"

/** Price subscriptions: a user's list, and what the price-drop job reads and records. */
export class SubscriptionStore {
  private readonly db: Db;

  constructor(database: Database | Db) {
    this.db = database as unknown as Db;
  }

  list(userId: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(priceSubscriptions)
      .where(eq(priceSubscriptions.userId, userId))
      .orderBy(desc(priceSubscriptions.createdAt), desc(priceSubscriptions.id));
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(priceSubscriptions).where(eq(priceSubscriptions.userId, userId));
    return Number(row?.n ?? 0);
  }

  /** Subscribes; the same search again answers the subscription it already has (`created: false`). */
  async add(row: {
    userId: string;
    query: SearchQuery;
    ticket: Ticket;
    channel: PriceChannel;
    language: string;
    subscribedPrice: number;
  }): Promise<{ row: SubscriptionRow; created: boolean }> {
    const key = queryKey(row.query);
    const [inserted] = await this.db
      .insert(priceSubscriptions)
      .values({ ...row, id: randomUUID(), queryKey: key })
      .onConflictDoNothing({ target: [priceSubscriptions.userId, priceSubscriptions.queryKey] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await this.db
      .select()
      .from(priceSubscriptions)
      .where(and(eq(priceSubscriptions.userId, row.userId), eq(priceSubscriptions.queryKey, key)));
    return { row: existing!, created: false };
  }

  async setChannel(userId: string, id: string, channel: PriceChannel): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .update(priceSubscriptions)
      .set({ channel })
      .where(and(eq(priceSubscriptions.id, id), eq(priceSubscriptions.userId, userId)))
      .returning();
    return row;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(priceSubscriptions)
      .where(and(eq(priceSubscriptions.id, id), eq(priceSubscriptions.userId, userId)))
      .returning({ id: priceSubscriptions.id });
    return rows.length > 0;
  }

  /** Subscriptions not checked since `before`, of every user. */
  due(before: Date): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(priceSubscriptions)
      .where(or(isNull(priceSubscriptions.checkedAt), lt(priceSubscriptions.checkedAt, before)))
      .orderBy(priceSubscriptions.userId, priceSubscriptions.createdAt);
  }

  /**
   * Runs `work` in a transaction holding the user's advisory lock, with a store on that
   * transaction; undefined, without running it, when another process holds the lock. The lock
   * goes with the transaction, so a crashed process never keeps it.
   */
  async withUserLock<T>(userId: string, work: (store: SubscriptionStore) => Promise<T>): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${lockSpace}, hashtext(${userId})) as locked`));
      if (!lock?.locked) return undefined;
      return work(new SubscriptionStore(tx as unknown as Db));
    });
  }

  /** The user's subscriptions as they are now (read under the user's lock). */
  ofUser(userId: string): Promise<SubscriptionRow[]> {
    return this.db.select().from(priceSubscriptions).where(eq(priceSubscriptions.userId, userId));
  }

  /** Records a check: today's price, and when a digest told of it, that price and when. */
  async recordCheck(id: string, check: { at: Date; price: number | null; notified: boolean }): Promise<void> {
    await this.db
      .update(priceSubscriptions)
      .set({
        checkedAt: check.at,
        lastPrice: check.price,
        ...(check.notified && check.price !== null ? { notifiedPrice: check.price, notifiedAt: check.at } : {}),
      })
      .where(eq(priceSubscriptions.id, id));
  }

  /** The transaction's database, for writers of other modules (the outbox) that must commit with it. */
  get database(): Db {
    return this.db;
  }
}

/** Rows of `execute`: node-postgres answers `{ rows }`, PGlite the same shape through drizzle. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
}
