import { bigserial, boolean, date, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The price index: the cheapest known fare per route (city codes), month of departure, trip kind,
 * trip length, directness and card, with the trip it was found for, when, and how many searches saw the
 * cell. `received_at` is when a search last touched the cell: cells untouched for long go first
 * (`../../retention.ts`).
 */
export const priceIndex = pgTable(
  'price_index',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    origin: varchar('origin', { length: 3 }).notNull(),
    destination: varchar('destination', { length: 3 }).notNull(),
    /** `YYYY-MM`. */
    month: varchar('month', { length: 7 }).notNull(),
    /** `oneway` or `return`. */
    kind: varchar('kind', { length: 6 }).notNull(),
    /** Days between departure and return; 0 one way. */
    tripDays: smallint('trip_days').notNull(),
    direct: boolean('direct').notNull(),
    /** `ru_card` or `ww_card`: the price is the total paid with it. */
    card: varchar('card', { length: 7 }).notNull(),
    /** Roubles per passenger with a seat, economy. */
    price: integer('price').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    foundAt: timestamp('found_at', { withTimezone: true, mode: 'date' }).notNull(),
    searches: integer('searches').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('price_index_cell_idx').on(table.origin, table.destination, table.month, table.kind, table.tripDays, table.direct, table.card),
    index('price_index_route_idx').on(table.origin, table.destination),
    index('price_index_received_at_idx').on(table.receivedAt),
  ],
);
