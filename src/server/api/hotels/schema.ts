import { bigserial, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { HotelSearchQuery } from '../../../contracts/hotels';
import { users } from '../user/schema';

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

/**
 * Every click from a hotel rate to a booking site (the click-out page): the rate, the total the
 * list or page showed and the one the re-check found (null: sold out), the visit's marker, and the
 * user when logged in (an account's clicks go with it). Nothing else about the visitor is kept.
 * Kept 400 days and at most 64 MB, for the sites' accounting.
 */
export const hotelClicks = pgTable(
  'hotel_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clickId: uuid('click_id').notNull(),
    searchId: uuid('search_id').notNull(),
    hotelId: varchar('hotel_id', { length: 16 }).notNull(),
    site: varchar('site', { length: 40 }).notNull(),
    rateId: varchar('rate_id', { length: 120 }).notNull(),
    shownPrice: integer('shown_price').notNull(),
    checkedPrice: integer('checked_price'),
    marker: varchar('marker', { length: 100 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('hotel_clicks_click_id_idx').on(table.clickId),
    index('hotel_clicks_received_at_idx').on(table.receivedAt),
    index('hotel_clicks_user_idx').on(table.userId),
  ],
);
