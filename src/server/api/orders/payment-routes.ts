import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/v4-mini';
import { ApiError } from '../../../contracts/errors';
import { CreatePaymentBody, NOT_SOLD_HERE, PASSENGER_COUNT, Payment, PaymentParams, PAYMENT_NOT_FOUND, ThreeDsBody, bookingPaths } from '../../../contracts/booking';
// Modules of the platform and the account's paths, not their indexes: those bring the i18n loader and
// the UI, which only Vite's builds load, and the server also runs from source (page-forms.ts).
import { isBrandCode, type BrandCode } from '../../../platform/brand';
import { chooseLocale } from '../../../platform/locale';
import { linkTo } from '../../../platform/router/link-to';
import { orderPath } from '../../../product/account/paths';
import { BookedPassengers, latestToday } from '../../../contracts/passenger';
import type { MailGateway } from '../../auth/gateways';
import type { Sessions } from '../../auth/sessions';
import { finalStatuses, initialPayment, transition, type PaymentProvider, type PaymentState } from '../../engines/payments';
import { badRequest, HttpError, notFound, parseInput } from '../../http-errors';
import { pageUrl } from '../../public-links';
import { requestVisit } from '../../request-visit';
import { apiRoutes } from '../route';
import { chargeIn, conversionOf, type RatesSource } from './charge';
import { currentOffer, type OfferSource } from './offers';
import type { NewOrder, PaymentRow, BookingStore } from './store';
import { confirmationMail } from './confirmation';

export interface PaymentRoutesContext {
  store: BookingStore;
  sessions: Sessions;
  offers: OfferSource;
  rates: RatesSource;
  provider: PaymentProvider;
  mail: MailGateway;
  /** Payments and 3-D Secure codes per client and minute. */
  rateLimit: number;
  now: () => number;
}

export const paymentView = (row: PaymentRow): Payment => ({
  id: row.id,
  status: row.status,
  amount: row.currencyAmount ?? row.amount,
  currency: row.currency,
  conversion: conversionOf(row, row.amount),
  method: row.method === 'ru_card' ? 'ru_card' : 'ww_card',
  card_last4: row.cardLast4,
  decline_reason: (row.declineReason as Payment['decline_reason']) ?? null,
  order_id: row.orderId,
  history: row.history,
});

const orderAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Short enough to read out to support, letters, digits and a hyphen (spec §2.3). */
export const newOrderId = () => `BK-${Array.from({ length: 8 }, () => orderAlphabet[randomInt(orderAlphabet.length)]).join('')}`;

/**
 * The visit as its page resolves it (the host's brand, the cookies, the brand's defaults): the
 * confirmation is written in its language, formatted for its locale and links to its brand's site.
 */
function visitOf(app: FastifyInstance, request: FastifyRequest): { brand: BrandCode; language: string; locale: string } {
  const visit = requestVisit(app, request);
  return { brand: visit.brand, language: visit.language, locale: chooseLocale(visit) };
}

/** `/api/payments`: pay for an offer that sells here; a payment that succeeds makes the order. All private. */
export function paymentRoutes(app: FastifyInstance, { store, sessions, offers, rates, provider, mail, rateLimit, now }: PaymentRoutesContext): void {
  const route = apiRoutes(app, 'Payments');

  /** The order a succeeded payment makes: created with the payment, paid, confirmed by the agency. */
  function orderOf(payment: PaymentRow, next: PaymentState): NewOrder | null {
    if (next.status !== 'succeeded') return null;
    const paidAt = next.history.at(-1)!.at;
    const { purchase } = payment;
    return {
      id: newOrderId(),
      status: 'confirmed',
      agencyId: purchase.agencyId,
      agencyName: purchase.agencyName,
      price: payment.amount,
      currency: payment.currency,
      currencyAmount: payment.currencyAmount,
      rate: payment.rate,
      ratedAt: payment.ratedAt,
      method: payment.method,
      ticket: purchase.ticket,
      passengers: purchase.passengers,
      contact: purchase.contact,
      // The simulated agencies issue the ticket as soon as the payment is in.
      history: [
        { status: 'created', at: payment.history[0]!.at },
        { status: 'paid', at: paidAt },
        { status: 'confirmed', at: paidAt },
      ],
      createdAt: new Date(payment.history[0]!.at),
    };
  }

  async function confirm(payment: PaymentRow, request: FastifyRequest): Promise<void> {
    if (!payment.orderId) return;
    const { purchase } = payment;
    // Payments made before the brand was kept link to the default brand's site.
    const brand = isBrandCode(purchase.brand) ? purchase.brand : app.config.defaultBrand;
    const link = pageUrl(app.config, brand, linkTo({ path: orderPath }, { orderId: payment.orderId }));
    try {
      await mail.send({ to: purchase.contact.email, ...confirmationMail(payment, payment.orderId, link) });
    } catch (error) {
      // The order stands; the confirmation is on screen and in the account.
      request.log.warn({ err: error, order: payment.orderId }, 'order confirmation not sent');
    }
  }

  /** Applies the provider's answer; when another request settled the payment first, its result. */
  async function move(payment: PaymentRow, event: Parameters<typeof transition>[1], request: FastifyRequest): Promise<PaymentRow> {
    const from = payment.status;
    const next = transition({ status: payment.status, declineReason: null, history: payment.history }, event, new Date(now()));
    const moved = await store.settle(payment, from, next, orderOf(payment, next));
    if (!moved) return (await store.payment(payment.userId, payment.id))!;
    request.log.info({ payment: moved.id, status: moved.status, order: moved.orderId }, 'payment');
    await confirm(moved, request);
    return moved;
  }

  route({
    method: 'POST',
    url: bookingPaths.payments,
    // Card testing is tried by volume: payments are limited per client like the calls that send e-mail.
    config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'Pay for an offer that sells here (private)',
      description:
        'The amount is the recomputed total for the bags and card of the body (fare, bags the fare lacks, card fee), never the client\'s, converted from roubles to the body\'s `currency` (roubles without one) at the rate of the moment, which the payment keeps. Every passenger is checked by the passenger rules, against the trip too (their type on the day of the flight, a document valid after the last flight): an impossible one is a 400 with the field (`field`) and its reason (`code`), and no payment starts. Answers the payment: `succeeded` with its `order_id`, `requires_3ds` (then `POST …/3ds`), `declined` with its reason or `failed`; a declined or failed payment makes no order. The same `idempotency_key` again answers the same payment (200) and never charges twice.',
      body: CreatePaymentBody,
      responses: { 200: Payment, 201: Payment, 401: ApiError, 404: ApiError, 409: ApiError, 410: ApiError, 422: ApiError },
    },
    handler: async ({ body }, request, reply) => {
      const { userId } = await sessions.require(request);
      const earlier = await store.paymentByKey(userId, body.idempotency_key);
      if (earlier) return paymentView(earlier);

      const { query, ticket, offer, total } = await currentOffer(offers, body, now());
      if (!offer.sells_here) throw new HttpError(409, NOT_SOLD_HERE, 'not_sold_here');
      const { adults, children, infants } = query.passengers;
      if (body.passengers.length !== adults + children + infants) throw badRequest(`passengers: ${PASSENGER_COUNT}`, 'passenger_count');
      // Each passenger fits their type on the day of the flight and holds a document valid after the last one:
      // an impossible passenger is a 400 naming the field and its reason, before any payment starts.
      parseInput(z.object({ passengers: BookedPassengers({ passengers: query.passengers, segments: ticket.segments, today: latestToday(now()) }) }), { passengers: body.passengers });

      const charge = await chargeIn(rates, body.currency ?? 'rub', total, now());
      const state = initialPayment(new Date(now()));
      const started = await store.startPayment({
        id: randomUUID(),
        userId,
        idempotencyKey: body.idempotency_key,
        status: state.status,
        amount: total.total,
        currency: charge.currency,
        currencyAmount: charge.total.total,
        rate: charge.rate,
        ratedAt: charge.ratedAt,
        method: body.method,
        cardLast4: body.card.number.slice(-4),
        purchase: { searchId: body.search_id, agencyId: offer.agency_id, agencyName: offer.agency_name, ticket, passengers: body.passengers, contact: body.contact, ...visitOf(app, request), total },
        history: state.history,
        createdAt: new Date(now()),
      });
      // A second submission raced the first past the check above: it answers the first one's payment.
      if (!started) return paymentView((await store.paymentByKey(userId, body.idempotency_key))!);

      const event = await provider.authorize({ amount: charge.total.total, currency: charge.currency, method: body.method, card: body.card, now: new Date(now()) });
      return reply.status(201).send(paymentView(await move(started, event, request)));
    },
  });

  route({
    method: 'GET',
    url: '/v1/payments/:id',
    contract: { summary: 'One payment (private)', params: PaymentParams, responses: { 200: Payment, 401: ApiError, 404: ApiError } },
    handler: async ({ params }, request) => {
      const { userId } = await sessions.require(request);
      const payment = await store.payment(userId, params.id);
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      return paymentView(payment);
    },
  });

  route({
    method: 'POST',
    url: '/v1/payments/:id/3ds',
    config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'The 3-D Secure code of a challenged payment (private)',
      description: 'The right code makes the payment `succeeded` and its order; a wrong one `failed` (pay again with a new idempotency key). A finished payment answers as it is.',
      params: PaymentParams,
      body: ThreeDsBody,
      responses: { 200: Payment, 401: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async ({ params, body }, request) => {
      const { userId } = await sessions.require(request);
      const payment = await store.payment(userId, params.id);
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      if (finalStatuses.has(payment.status)) return paymentView(payment);
      if (payment.status !== 'requires_3ds') throw new HttpError(409, 'The payment is not waiting for a 3-D Secure code', 'not_challenged');
      return paymentView(await move(payment, await provider.authenticate(payment.id, body.code), request));
    },
  });
}
