import { and, desc, eq, lt } from 'drizzle-orm';
import type { PageWindow } from '../../debug-page';
import type { EventType } from '../../../contracts/analytics';
import type { Database } from '../../db';
import { BatchWriter } from '../../batch-writer';
import { analyticsEvents } from './schema';

export type EventRow = typeof analyticsEvents.$inferInsert;
export type StoredEvent = typeof analyticsEvents.$inferSelect;

/** Events as the collector keeps them: written in group commits, read back newest first. */
export class EventStore {
  private readonly writer: BatchWriter<EventRow>;

  constructor(private readonly db: Database) {
    this.writer = new BatchWriter<EventRow>((rows) => db.insert(analyticsEvents).values(rows));
  }

  /** Resolves once the rows are stored. */
  write(rows: EventRow[]): Promise<void> {
    return this.writer.write(rows);
  }

  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** Events newest first, below the id `before` when given, of one type when given. */
  page({ before, limit }: PageWindow, type?: EventType): Promise<StoredEvent[]> {
    return this.db
      .select()
      .from(analyticsEvents)
      .where(and(type ? eq(analyticsEvents.e, type) : undefined, before === undefined ? undefined : lt(analyticsEvents.id, before)))
      .orderBy(desc(analyticsEvents.id))
      .limit(limit);
  }
}
