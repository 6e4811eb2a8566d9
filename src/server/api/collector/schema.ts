import { bigserial, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Analytics events as the collector received them, with the fields looked up most as columns. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Event type: pv, pp, ue, se, tr, ti. */
    e: varchar('e', { length: 8 }).notNull(),
    aid: varchar('aid', { length: 255 }),
    tna: varchar('tna', { length: 255 }),
    eid: uuid('eid'),
    url: text('url'),
    /** Schema of a self-describing event (`ue_pr`/`ue_px`), e.g. `iglu:com.acme/flags_loaded/jsonschema/1-0-0`. */
    eventSchema: text('event_schema'),
    /** The decoded self-describing event and entities (`co`/`cx`). */
    unstruct: jsonb('unstruct'),
    contexts: jsonb('contexts'),
    /** The event exactly as sent. */
    raw: jsonb('raw').$type<Record<string, string>>().notNull(),
    method: varchar('method', { length: 4 }).notNull(),
  },
  (table) => [
    index('analytics_events_received_at_idx').on(table.receivedAt),
    index('analytics_events_e_idx').on(table.e),
    index('analytics_events_aid_idx').on(table.aid),
    index('analytics_events_tna_idx').on(table.tna),
    // Hash, not B-tree: a long URL would overflow a B-tree entry and fail the insert.
    index('analytics_events_url_idx').using('hash', table.url),
  ],
);
