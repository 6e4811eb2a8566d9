import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FlagDefinitionJson } from '../../engines/flags/definition';

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
