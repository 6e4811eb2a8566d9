import { eq } from 'drizzle-orm';
import type { Database } from '../../../db';
import { queryable, type Db } from '../../../db/query';
import { marketingSubscriptions } from '../schema';

export type SubscriptionRow = typeof marketingSubscriptions.$inferSelect;

/** The account's choice about marketing e-mails. */
export class MarketingStore {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = queryable(database);
  }

  async find(userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(marketingSubscriptions).where(eq(marketingSubscriptions.userId, userId));
    return row;
  }

  async save(row: Omit<SubscriptionRow, 'updatedAt'>): Promise<void> {
    const { market, language, email, topics, subscribed } = row;
    await this.db
      .insert(marketingSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: marketingSubscriptions.userId, set: { market, language, email, topics, subscribed, updatedAt: new Date() } });
  }
}
