import { bigserial, date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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

/**
 * The route's price history: the lowest price a search or a price calendar found for a trip (route,
 * kind, class and dates), one row per trip and UTC day it was seen, the day's latest price kept.
 * Kept a year and at most a few megabytes (`../../retention.ts`).
 */
export const priceObservations = pgTable(
  'price_observations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    origin: varchar('origin', { length: 3 }).notNull(),
    destination: varchar('destination', { length: 3 }).notNull(),
    /** `oneway` or `return`. */
    kind: varchar('kind', { length: 6 }).notNull(),
    tripClass: varchar('trip_class', { length: 1 }).notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    /** The return date, or the departure date again for a one-way trip (so that the key has no null). */
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    /** Roubles per passenger with a seat, so that trips for different parties compare. */
    pricePerSeat: integer('price_per_seat').notNull(),
    observedOn: date('observed_on', { mode: 'string' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('price_observations_trip_day_idx').on(
      table.origin,
      table.destination,
      table.kind,
      table.tripClass,
      table.departDate,
      table.returnDate,
      table.observedOn,
    ),
    index('price_observations_received_at_idx').on(table.receivedAt),
  ],
);
