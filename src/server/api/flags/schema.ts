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

/**
 * Every change made through the flags admin: who (how they were let in, and their address after
 * the trust boundary), when, and the flag's state before and after.
 */
export const flagChanges = pgTable(
  'flag_changes',
  {
    id: serial('id').primaryKey(),
    flagId: integer('flag_id')
      .notNull()
      .references(() => flags.id),
    flagKey: varchar('flag_key', { length: 128 }).notNull(),
    /** `token-header`, `token-cookie` or `local`. */
    actor: varchar('actor', { length: 32 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    before: jsonb('before').$type<FlagState>().notNull(),
    after: jsonb('after').$type<FlagState>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('flag_changes_flag_id_idx').on(table.flagId), index('flag_changes_changed_at_idx').on(table.changedAt)],
);

/** The part of a flag the admin changes. */
export interface FlagState {
  enabled: boolean;
}
