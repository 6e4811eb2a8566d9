import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { PriceChannel } from '../../../contracts/favorites';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import { users } from '../user/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Price subscriptions of flight searches (spec §3 saved search: the query and the cheapest ticket).
 * Prices are whole roubles, totals for all passengers. An account's subscriptions go with it.
 */
export const priceSubscriptions = pgTable(
  'price_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: jsonb('query').$type<SearchQuery>().notNull(),
    /** The query as canonical JSON: one subscription per search and user. */
    queryKey: varchar('query_key', { length: 1000 }).notNull(),
    ticket: jsonb('ticket').$type<Ticket>().notNull(),
    channel: varchar('channel', { length: 8 }).$type<PriceChannel>().notNull(),
    /** The visit's UI language when subscribing: the digest's language unless the settings name one. */
    language: varchar('language', { length: 8 }).notNull(),
    subscribedPrice: integer('subscribed_price').notNull(),
    /** The price the latest digest told of; a drop is measured from it (from the subscribed price before any). */
    notifiedPrice: integer('notified_price'),
    lastPrice: integer('last_price'),
    checkedAt: at('checked_at'),
    notifiedAt: at('notified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('price_subscriptions_user_query_idx').on(table.userId, table.queryKey), index('price_subscriptions_checked_idx').on(table.checkedAt)],
);

/**
 * Saved hotels: a hotel and a stay (dates, party, rooms) and the cheapest total for the stay with
 * every mandatory fee when saved, whole roubles. One per hotel, stay and user (`stay_key`); an
 * account's saved hotels go with it.
 */
export const hotelFavorites = pgTable(
  'hotel_favorites',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: varchar('hotel_id', { length: 16 }).notNull(),
    checkIn: varchar('check_in', { length: 10 }).notNull(),
    checkOut: varchar('check_out', { length: 10 }).notNull(),
    adults: integer('adults').notNull(),
    children: jsonb('children').$type<number[]>().notNull(),
    rooms: integer('rooms').notNull(),
    /** The hotel and stay as canonical JSON (`hotelFavoriteKey`). */
    stayKey: varchar('stay_key', { length: 200 }).notNull(),
    /** Null when no site had a room for the party when saved. */
    savedPrice: integer('saved_price'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('hotel_favorites_user_stay_idx').on(table.userId, table.stayKey)],
);

/**
 * Saved places: a place of a city's guide (`data/guides/`), one per city, place and user; an
 * account's saved places go with it.
 */
export const placeFavorites = pgTable(
  'place_favorites',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    iata: varchar('iata', { length: 3 }).notNull(),
    placeId: varchar('place_id', { length: 80 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('place_favorites_user_place_idx').on(table.userId, table.iata, table.placeId)],
);
