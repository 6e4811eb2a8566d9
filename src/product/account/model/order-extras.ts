import type { Order } from '../../../contracts/booking';
import { roublesIn } from '../../../platform/currency';
import { includedBags } from '../../../platform/payment';

/** The bags an order carries: checked bags per passenger in the fare (and their weight), those bought on top for everyone, the cabin bag. */
export interface OrderBags {
  included: number;
  kg: number | null;
  bought: number;
  /** Null when the seller does not say. */
  cabin: boolean | null;
}

/** The bags of an order's booked offer, and those its booking bought on top of the fare. */
export function orderBags(order: Pick<Order, 'ticket' | 'total'>): OrderBags {
  const offer = order.ticket.offers[0]!;
  const bought = order.total?.parts.find((part) => part.kind === 'bags');
  return {
    included: includedBags(offer),
    kg: offer.baggage_kg ?? null,
    bought: bought?.kind === 'bags' ? bought.count : 0,
    cabin: offer.hand_luggage ?? null,
  };
}

/** Whether the fare is refunded, and its fee per passenger in the order's currency. */
export type RefundTerms = { rule: 'free' | 'not_allowed' } | { rule: 'fee'; fee: number };

/** The booked fare's refund rule, its fee converted at the rate the order was paid at; null when the seller does not say. */
export function refundTerms(order: Pick<Order, 'ticket' | 'conversion'>): RefundTerms | null {
  const refund = order.ticket.offers[0]?.refund;
  if (!refund) return null;
  if (refund.rule !== 'fee') return { rule: refund.rule };
  const roubles = refund.fee ?? 0;
  return { rule: 'fee', fee: order.conversion ? roublesIn(roubles, order.conversion.rate) : roubles };
}
