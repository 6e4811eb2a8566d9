import { index, integer, boolean, doublePrecision, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { BookingContact, OrderStatus, PaymentStatus } from '../../../contracts/booking';
import type { CurrencyCode } from '../../../contracts/currency';
import type { OfferTotal } from '../../../contracts/offers';
import type { SavedPassenger as Passenger } from '../../../contracts/saved-passengers';
import type { Ticket } from '../../../contracts/search';
import { users } from '../user/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a payment charged, and its order states, in the visit's currency: the rouble amount
 * converted at the rate fixed when the payment started. Rows from before currencies were kept
 * read as roubles (`currency` defaults to rub, the amount in it is the rouble one).
 */
const charged = () => ({
  currency: varchar('currency', { length: 3 }).$type<CurrencyCode>().notNull().default('rub'),
  /** Whole units of `currency`; null in older rows (then the rouble amount). */
  currencyAmount: integer('currency_amount'),
  /** Roubles per unit of `currency`, as `currency.json` answered it; null in older rows. */
  rate: doublePrecision('rate'),
  ratedAt: at('rated_at'),
});

/** Every click on an offer: where it led, with the visit's marker (spec §4), for the agencies' accounting. */
export const clicks = pgTable(
  'clicks',
  {
    id: uuid('id').primaryKey(),
    searchId: uuid('search_id').notNull(),
    ticketId: varchar('ticket_id', { length: 200 }).notNull(),
    agencyId: varchar('agency_id', { length: 40 }).notNull(),
    /** Roubles, as recomputed from the search. */
    price: integer('price').notNull(),
    bags: integer('bags'),
    method: varchar('method', { length: 8 }),
    marker: varchar('marker', { length: 64 }).notNull(),
    sellsHere: boolean('sells_here').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('clicks_created_at_idx').on(table.createdAt), index('clicks_agency_idx').on(table.agencyId, table.createdAt)],
);

/** What the order is made of once its payment succeeds: kept with the payment, never the card. */
export interface PaymentPurchase {
  searchId: string;
  agencyId: string;
  agencyName: string;
  ticket: Ticket;
  passengers: Passenger[];
  contact: BookingContact;
  /** The visit's language: the confirmation is written in it. */
  language: string;
  /** The visit's brand: the confirmation links to its site. Absent in older payments. */
  brand?: string;
  /** The visit's locale (en-US, ru-RU …): the confirmation's amounts are formatted for it. Absent in older payments. */
  locale?: string;
  /**
   * The amount's parts (fare, bags, card fee), roubles, which the order shows. Absent in payments made
   * before they were kept; a JSON field, so keeping them needed no column.
   */
  total?: OfferTotal;
}

/**
 * Card payments. `(user_id, idempotency_key)` is unique: a second submission of the same booking
 * finds the first payment instead of charging again. Only the card's last four digits are kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull(),
    declineReason: varchar('decline_reason', { length: 32 }),
    /** Roubles: the offer's recomputed total, the seller's price. */
    amount: integer('amount').notNull(),
    ...charged(),
    method: varchar('method', { length: 8 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    purchase: jsonb('purchase').$type<PaymentPurchase>().notNull(),
    history: jsonb('history').$type<{ status: PaymentStatus; at: string }[]>().notNull(),
    orderId: varchar('order_id', { length: 40 }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payments_idempotency_idx').on(table.userId, table.idempotencyKey)],
);

/** Orders: made by a succeeded payment (one per payment), with their status history. */
export const orders = pgTable(
  'orders',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<OrderStatus>().notNull(),
    agencyId: varchar('agency_id', { length: 40 }).notNull(),
    agencyName: varchar('agency_name', { length: 80 }).notNull(),
    /** Roubles, as its payment's `amount`. */
    price: integer('price').notNull(),
    ...charged(),
    method: varchar('method', { length: 8 }).notNull(),
    ticket: jsonb('ticket').$type<Ticket>().notNull(),
    passengers: jsonb('passengers').$type<Passenger[]>().notNull(),
    contact: jsonb('contact').$type<BookingContact>().notNull(),
    history: jsonb('history').$type<{ status: OrderStatus; at: string }[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('orders_payment_idx').on(table.paymentId), index('orders_user_idx').on(table.userId, table.createdAt)],
);
