import type { Order } from '../../../contracts/booking';

/** One line of an order's price: what it is and how much of the total it makes. */
export type OrderPriceLine =
  { kind: 'fare'; amount: number } | { kind: 'bags'; count: number; amount: number } | { kind: 'card_fee'; amount: number } | { kind: 'total'; amount: number };

/**
 * What an order's price is made of, as the booking computed it (`offerTotal`): the fare, the bags
 * bought on top, the card fee, then the total paid. The parts are shown only when they add up to
 * the total the order states; an order without them shows the total alone.
 */
export function orderPriceLines(order: Pick<Order, 'price' | 'total'>): OrderPriceLine[] {
  const total: OrderPriceLine = { kind: 'total', amount: order.price };
  const parts = order.total?.parts ?? [];
  if (parts.length === 0 || parts.reduce((sum, part) => sum + part.amount, 0) !== order.price) return [total];
  return [
    ...parts.map((part): OrderPriceLine =>
      part.kind === 'bags' ? { kind: 'bags', count: part.count, amount: part.amount } : { kind: part.kind, amount: part.amount },
    ),
    total,
  ];
}
