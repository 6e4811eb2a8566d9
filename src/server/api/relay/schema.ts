import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Sentry envelopes the relay kept (no `SENTRY_DSN`, or forwarding failed). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    eventId: varchar('event_id', { length: 32 }),
    /** Item types of the envelope, comma-separated (`event`, `transaction`, `replay_event,replay_recording` …). */
    type: varchar('type', { length: 255 }).notNull(),
    level: varchar('level', { length: 16 }),
    /** The message, or the first exception as `Type: value`. */
    summary: text('summary'),
    breadcrumbs: integer('breadcrumbs').notNull().default(0),
    /** Header and items, payloads parsed as JSON where they are JSON. */
    raw: jsonb('raw').notNull(),
    /** Why it was kept instead of forwarded, when forwarding was tried. */
    forwardError: text('forward_error'),
  },
  (table) => [index('error_reports_received_at_idx').on(table.receivedAt), index('error_reports_event_id_idx').on(table.eventId)],
);
