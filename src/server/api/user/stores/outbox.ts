import { and, desc, eq, lt } from 'drizzle-orm';
import type { Outbox } from '../../../auth/gateways';
import type { Database } from '../../../db';
import type { Db } from '../../../db/query';
import type { PageWindow } from '../../../debug-page';
import { outboxMessages } from '../schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The outbox gateways' messages: what would have gone by SMS, e-mail or push, for the private outbox page. */
export class OutboxStore implements Outbox {
  private readonly db: Db;

  constructor(database: Database | Db) {
    this.db = database as Db;
  }

  async put(message: Parameters<Outbox['put']>[0]): Promise<void> {
    await this.db.insert(outboxMessages).values(message);
  }

  /** Outbox messages newest first, to `recipient` when given, below the id `before`. */
  page(recipient: string | undefined, { before, limit }: PageWindow): Promise<OutboxRow[]> {
    return this.db
      .select()
      .from(outboxMessages)
      .where(and(recipient ? eq(outboxMessages.recipient, recipient) : undefined, before === undefined ? undefined : lt(outboxMessages.id, before)))
      .orderBy(desc(outboxMessages.id))
      .limit(limit);
  }
}
