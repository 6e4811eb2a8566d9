import { desc, lt } from 'drizzle-orm';
import type { PageWindow } from '../../debug-page';
import type { Database } from '../../db';
import { BatchWriter, storable } from '../../batch-writer';
import { envelopeJson, summarize, type Envelope } from './envelope';
import { errorReports } from './schema';

export type StoredReport = typeof errorReports.$inferSelect;

/** Envelopes the relay keeps (no Sentry, or Sentry unreachable), summarised for the list. */
export class ReportStore {
  private readonly writer: BatchWriter<typeof errorReports.$inferInsert>;

  constructor(private readonly db: Database) {
    this.writer = new BatchWriter((rows) => db.insert(errorReports).values(rows), 200);
  }

  /** Stores the envelope, with why it was not forwarded when forwarding failed; answers its event id. */
  async keep(envelope: Envelope, forwardError?: string): Promise<string | undefined> {
    const summary = summarize(envelope);
    await this.writer.write([
      storable({
        eventId: summary.eventId ?? null,
        type: summary.type.slice(0, 255),
        level: summary.level?.slice(0, 16) ?? null,
        summary: summary.summary ?? null,
        breadcrumbs: summary.breadcrumbs,
        raw: envelopeJson(envelope),
        forwardError: forwardError ?? null,
      }),
    ]);
    return summary.eventId;
  }

  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** Reports newest first, below the id `before` when given. */
  page({ before, limit }: PageWindow): Promise<StoredReport[]> {
    return this.db
      .select()
      .from(errorReports)
      .where(before === undefined ? undefined : lt(errorReports.id, before))
      .orderBy(desc(errorReports.id))
      .limit(limit);
  }
}
