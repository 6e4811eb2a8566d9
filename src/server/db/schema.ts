import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { SearchQuery } from '../../contracts';
import type { FlagDefinitionJson } from '../engines/flags/definition';

/** Flight searches: the query and when it started; results are derived from both. */
export const searches = pgTable(
  'searches',
  {
    id: uuid('id').primaryKey(),
    query: jsonb('query').$type<SearchQuery>().notNull(),
    /** Brand, market and currency of the visit that started it, for analytics. */
    brand: varchar('brand', { length: 2 }).notNull(),
    market: varchar('market', { length: 2 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('searches_started_at_idx').on(table.startedAt)],
);

/**
 * Feature flags in Flagr's model: each flag keeps its segments, constraints, variants and
 * distributions as one JSON definition; every change writes a snapshot and bumps `snapshotId`.
 */
export const flags = pgTable(
  'flags',
  {
    id: integer('id').primaryKey(),
    key: varchar('key', { length: 128 }).notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull(),
    dataRecordsEnabled: boolean('data_records_enabled').notNull().default(false),
    /** Segments (with constraints and distributions), variants and tags. */
    definition: jsonb('definition').$type<FlagDefinitionJson>().notNull(),
    snapshotId: integer('snapshot_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('flags_key_idx').on(table.key)],
);

/** Every version a flag had, as Flagr keeps them: what a snapshot id in an evaluation stood for. */
export const flagSnapshots = pgTable(
  'flag_snapshots',
  {
    id: serial('id').primaryKey(),
    flagId: integer('flag_id')
      .notNull()
      .references(() => flags.id),
    flag: jsonb('flag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('flag_snapshots_flag_id_idx').on(table.flagId)],
);

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
