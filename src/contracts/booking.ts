import * as z from 'zod/v4-mini';
import { Passenger } from './passenger';
import { Conversion, CurrencyCode } from './currency';
import { OfferTotal } from './offers';
import { Ticket } from './search';

export { ApiError } from './errors';

/**
 * The click-out, booking and payment calls: the my-orders host (`hosts.myOrders`, `/api/my-orders`)
 * stores clicks and keeps orders; the payments host (`hosts.payments`, `/api/payments`) takes the
 * payment that makes an order. Calls marked private need `Authorization: Bearer {jwt}` and answer
 * 401 `User is not authorized` without a valid one.
 */
export const bookingPaths = {
  /** `POST`: a click on an offer; answers where it leads. Public. */
  clicks: '/v1/clicks',
  /** `GET`: the account's orders, newest first. Private. */
  orders: '/v1/orders',
  /** `GET`: one order with its status history. Private. */
  order: (id: string) => `/v1/orders/${encodeURIComponent(id)}`,
  /** `POST`: pay for an offer that sells here; a payment that succeeds makes the order. Private. */
  payments: '/v1/payments',
  /** `POST` with the 3-D Secure code. Private. */
  payment3ds: (id: string) => `/v1/payments/${encodeURIComponent(id)}/3ds`,
} as const;

/** How long a search's prices are held: an offer older than this is expired, search again. */
export const offerLifetimeMs = 60 * 60 * 1000;

export const OFFER_NOT_FOUND = 'Offer not found: the search or the ticket is unknown';
export const OFFER_EXPIRED = 'Offer expired: prices are held for 60 minutes after the search, search again';
export const NOT_SOLD_HERE = 'This agency sells on its own site: follow the click-out';
export const ORDER_NOT_FOUND = 'Order not found';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PASSENGER_COUNT = 'Passengers must match the search: one per traveller';

const searchId = z.uuid('Search id must be a UUID');
const ticketId = z.string().check(z.minLength(1, 'Ticket id is required'), z.maxLength(200, 'Ticket id is too long'));
const agencyId = z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'Agency id must be lowercase letters, digits and hyphens'));
export const bookingMethods = ['ru_card', 'ww_card'] as const;
export const BookingMethod = z.enum(bookingMethods, 'Method must be ru_card or ww_card');
export type BookingMethod = z.infer<typeof BookingMethod>;

/** Which offer: the search, the ticket, the agency (the `/click` page's query names them the same). */
export const OfferRef = z.object({ search_id: searchId, ticket_id: ticketId, agency_id: agencyId });
export type OfferRef = z.infer<typeof OfferRef>;

/** `POST {my orders host}/v1/clicks` */
const bags = z.optional(z.int('Bags must be 0, 1 or 2').check(z.gte(0, 'Bags must be 0, 1 or 2'), z.lte(2, 'Bags must be 0, 1 or 2')));

export const ClickBody = z.object({
  ...OfferRef.shape,
  /** Checked bags per passenger the traveller chose (they pick the agency's fare with or without baggage), and the card they mean to pay with. */
  bags,
  method: z.optional(BookingMethod),
  /** The visit's currency: the price is answered in it. Roubles when left out (older clients). */
  currency: z.optional(CurrencyCode),
  /** The visit's affiliate marker (spec §3), carried to the agency. */
  marker: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Marker must be 1 to 64 letters, digits, dots, hyphens or underscores'))),
});
export type ClickBody = z.infer<typeof ClickBody>;

export const ClickResponse = z.object({
  click_id: z.uuid(),
  agency_id: z.string(),
  agency_name: z.string(),
  /** What the traveller pays, all passengers, in `currency`: `total.total`. */
  price: z.number(),
  /** The fare, the bags bought on top and the card fee, as the ticket's details show them, in `currency`. */
  total: OfferTotal,
  /** The body's currency (roubles without one). */
  currency: CurrencyCode,
  /** How `price` was converted from the agency's rouble price; null in roubles. */
  conversion: z.nullable(Conversion),
  /**
   * What the seller charges in: an agency selling on its own site charges its rouble price
   * (`conversion.rub_amount`), one that sells here charges `price` in `currency`.
   */
  seller_currency: CurrencyCode,
  bags: z.int(),
  method: BookingMethod,
  sells_here: z.boolean(),
  /** The agency's deep link with the marker and the ticket; null when the offer is booked here. */
  deep_link: z.nullable(z.string()),
  expires_at: z.string(),
});
export type ClickResponse = z.infer<typeof ClickResponse>;

/** Luhn's check digit: what every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const CardDetails = z.object({
  number: z.string().check(z.regex(/^\d{13,19}$/, 'Card number must be 13 to 19 digits'), z.refine(luhnValid, 'Card number is not valid')),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must be MM/YY')),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits')),
  holder: z.string().check(z.regex(/^[A-Za-z][A-Za-z' .-]{0,59}$/, 'Cardholder must be the name on the card in Latin letters')),
});
export type CardDetails = z.infer<typeof CardDetails>;

export const BookingContact = z.object({
  email: z.email('Email is not valid').check(z.maxLength(254, 'Email is too long')),
  phone: z.string().check(z.regex(/^\+?\d{10,15}$/, 'Phone must be 10 to 15 digits')),
});
export type BookingContact = z.infer<typeof BookingContact>;

/** `POST {payments host}/v1/payments`: the same `idempotency_key` again answers the same payment. */
export const CreatePaymentBody = z.object({
  ...OfferRef.shape,
  bags,
  idempotency_key: z.uuid('Idempotency key must be a UUID'),
  passengers: z.array(Passenger).check(z.minLength(1, PASSENGER_COUNT), z.maxLength(9, PASSENGER_COUNT)),
  contact: BookingContact,
  method: BookingMethod,
  card: CardDetails,
  /** The visit's currency: the payment charges the offer's rouble total converted to it. Roubles when left out (older clients). */
  currency: z.optional(CurrencyCode),
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBody>;

export const PaymentParams = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.uuid('Payment id must be a UUID') });
/** `POST {payments host}/v1/payments/{id}/3ds` */
export const ThreeDsBody = z.object({ code: z.string().check(z.regex(/^\d{4,8}$/, 'Code must be 4 to 8 digits')) });
export type ThreeDsBody = z.infer<typeof ThreeDsBody>;

export const paymentStatuses = ['created', 'requires_3ds', 'succeeded', 'declined', 'failed'] as const;
export const PaymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
/** Why a card was refused, for the client to say in its own words. */
export const declineReasons = ['card_declined', 'insufficient_funds', 'expired_card', 'method_mismatch', 'authentication_failed', 'processing_error'] as const;
export const DeclineReason = z.enum(declineReasons);
export type DeclineReason = z.infer<typeof DeclineReason>;

const StatusStep = <T extends z.ZodMiniType>(status: T) => z.object({ status, at: z.string() });

export const Payment = z.object({
  id: z.uuid(),
  status: PaymentStatus,
  /** What is charged, whole units of `currency`. */
  amount: z.number(),
  currency: CurrencyCode,
  /** The rate fixed when the payment started and the rouble amount; null for a payment in roubles. */
  conversion: z.nullable(Conversion),
  method: BookingMethod,
  card_last4: z.string(),
  decline_reason: z.nullable(DeclineReason),
  /** The order a succeeded payment made; null before (and for ever when it did not succeed). */
  order_id: z.nullable(z.string()),
  history: z.array(StatusStep(PaymentStatus)),
});
export type Payment = z.infer<typeof Payment>;

export const orderStatuses = ['created', 'paid', 'confirmed'] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderParams = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/, 'Order id must be letters, digits and hyphens')),
});

export const Order = z.object({
  id: z.string(),
  status: OrderStatus,
  created_at: z.string(),
  agency_id: z.string(),
  agency_name: z.string(),
  /** What was paid, whole units of `currency`. */
  price: z.number(),
  /**
   * What `price` is made of (the fare, the bags bought on top, the card fee), as the booking
   * computed and charged it; its parts add up to `price`. Null for an order whose parts were not kept.
   */
  total: z.nullable(OfferTotal),
  /** The currency the order was paid in; roubles for orders made before payments had one. */
  currency: CurrencyCode,
  /** The rate its payment fixed and the rouble price; null for an order paid in roubles. */
  conversion: z.nullable(Conversion),
  method: BookingMethod,
  /** The ticket with the booked offer only. */
  ticket: Ticket,
  passengers: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
  contact: BookingContact,
  history: z.array(StatusStep(OrderStatus)),
});
export type Order = z.infer<typeof Order>;

export const OrderList = z.object({ orders: z.array(Order) });
export type OrderList = z.infer<typeof OrderList>;
