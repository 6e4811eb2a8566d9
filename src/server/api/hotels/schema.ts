import { bigserial, index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { HotelSearchQuery } from '../../../contracts/hotels';

/**
 * Hotel searches: the query and when it started; results are derived from both, so any process
 * recomputes a search it has not seen. `id` grows with time for the retention (`../../retention.ts`):
 * a search is of use for the hour a visitor books in, kept 30 days and at most 16 MB.
 */
export const hotelSearches = pgTable(
  'hotel_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    searchId: uuid('search_id').notNull(),
    /** The query as validated, the city resolved from a hotel search. */
    query: jsonb('query').$type<HotelSearchQuery & { city: string }>().notNull(),
    brand: varchar('brand', { length: 2 }).notNull(),
    market: varchar('market', { length: 2 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('hotel_searches_search_id_idx').on(table.searchId), index('hotel_searches_received_at_idx').on(table.receivedAt)],
);
