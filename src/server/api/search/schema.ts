import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { SearchQuery } from '../../../contracts/search';

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
