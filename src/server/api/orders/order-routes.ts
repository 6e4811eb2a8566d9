import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import { Order, OrderList, OrderParams, ORDER_NOT_FOUND, bookingPaths } from '../../../contracts/booking';
import { OfferTotal } from '../../../contracts/offers';
import { notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import { totalIn } from '../../../platform/currency/convert';
import { conversionOf } from './charge';
import type { BookingStore, OrderRow } from './store';

/**
 * The parts of an order's total as its payment kept them (roubles): only parts that add up to the
 * rouble price, which the payment converted (none for a payment made before they were kept). They
 * are answered in the order's currency, converted at its payment's rate as the payment converted
 * the total, so they add up to the price the order states.
 */
export function orderTotal(row: Pick<OrderRow, 'price' | 'total' | 'rate'>): OfferTotal | null {
  const kept = OfferTotal.safeParse(row.total);
  if (!kept.success) return null;
  const sum = kept.data.parts.reduce((total, part) => total + part.amount, 0);
  return kept.data.total === row.price && sum === row.price ? totalIn(kept.data, row.rate ?? 1) : null;
}

/** An order as the account shows it: the passengers by name only, never their documents. */
export const orderView = (row: OrderRow): Order => ({
  id: row.id,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  agency_id: row.agencyId,
  agency_name: row.agencyName,
  price: row.currencyAmount ?? row.price,
  total: orderTotal(row),
  currency: row.currency,
  conversion: conversionOf(row, row.price),
  method: row.method === 'ru_card' ? 'ru_card' : 'ww_card',
  ticket: row.ticket,
  passengers: row.passengers.map(({ first_name, last_name }) => ({ first_name, last_name })),
  contact: row.contact,
  history: row.history,
});

/** `/api/my-orders`: the account's orders (private). */
export function orderRoutes(app: FastifyInstance, { store }: { store: BookingStore }): void {
  const route = apiRoutes(app, 'Orders', { personal: true });

  route({
    method: 'GET',
    url: bookingPaths.orders,
    private: true,
    contract: { summary: "The account's orders, newest first (private)", responses: { 200: OrderList } },
    handler: async ({ session: { userId } }) => {
      return { orders: (await store.orders(userId)).map(orderView) };
    },
  });

  route({
    method: 'GET',
    url: '/v1/orders/:id',
    private: true,
    contract: { summary: 'One order with its status history (private)', params: OrderParams, responses: { 200: Order, 404: ApiError } },
    handler: async ({ params, session: { userId } }) => {
      const row = await store.order(userId, params.id);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      return orderView(row);
    },
  });
}
