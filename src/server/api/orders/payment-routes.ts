import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/v4-mini';
import { ApiError } from '../../../contracts/errors';
import {
  CreatePaymentBody,
  NOT_SOLD_HERE,
  PASSENGER_COUNT,
  Payment,
  PaymentParams,
  PAYMENT_NOT_FOUND,
  ThreeDsBody,
  bookingPaths,
} from '../../../contracts/booking';
import { BookedPassengers, latestToday } from '../../../contracts/passenger';
import type { BrandCode } from '../../../platform/brand';
import { chooseLocale } from '../../../platform/locale';
import { finalStatuses, initialPayment, type PaymentProvider } from '../../engines/payments';
import { badRequest, HttpError, notFound, parseInput } from '../../http-errors';
import { requestVisit } from '../../request-visit';
import { apiRoutes } from '../route';
import { chargeIn, type RatesSource } from './charge';
import { currentOffer, type OfferSource } from './offers';
import { paymentView } from './payment-view';
import { paymentSettlement } from './settlement';
import type { BookingStore } from './store';

export interface PaymentRoutesContext {
  store: BookingStore;
  offers: OfferSource;
  rates: RatesSource;
  provider: PaymentProvider;
  /** Payments and 3-D Secure codes per client and minute. */
  rateLimit: number;
  now: () => number;
}

/**
 * The visit as its page resolves it (the host's brand, the cookies, the brand's defaults): the
 * confirmation is written in its language, formatted for its locale and links to its brand's site.
 */
function visitOf(app: FastifyInstance, request: FastifyRequest): { brand: BrandCode; language: string; locale: string } {
  const visit = requestVisit(app, request);
  return { brand: visit.brand, language: visit.language, locale: chooseLocale(visit) };
}

/** `/api/payments`: pay for an offer that sells here; a payment that succeeds makes the order. All private. */
export function paymentRoutes(app: FastifyInstance, { store, offers, rates, provider, rateLimit, now }: PaymentRoutesContext): void {
  const route = apiRoutes(app, 'Payments', { personal: true });
  const move = paymentSettlement(app, { store, now });

  route({
    method: 'POST',
    url: bookingPaths.payments,
    private: true,
    // Card testing is tried by volume: payments are limited per client like the calls that send e-mail.
    config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'Pay for an offer that sells here (private)',
      description:
        "The amount is the recomputed total for the bags and card of the body (fare, bags the fare lacks, card fee), never the client's, converted from roubles to the body's `currency` (roubles without one) at the rate of the moment, which the payment keeps. Every passenger is checked by the passenger rules, against the trip too (their type on the day of the flight, a document valid after the last flight): an impossible one is a 400 with the field (`field`) and its reason (`code`), and no payment starts. Answers the payment: `succeeded` with its `order_id`, `requires_3ds` (then `POST …/3ds`), `declined` with its reason or `failed`; a declined or failed payment makes no order. The same `idempotency_key` again answers the same payment (200) and never charges twice.",
      body: CreatePaymentBody,
      responses: { 200: Payment, 201: Payment, 404: ApiError, 409: ApiError, 410: ApiError, 422: ApiError },
    },
    handler: async ({ body, session: { userId } }, request, reply) => {
      const earlier = await store.paymentByKey(userId, body.idempotency_key);
      if (earlier) return paymentView(earlier);

      const { query, ticket, offer, total } = await currentOffer(offers, body, now());
      if (!offer.sells_here) throw new HttpError(409, NOT_SOLD_HERE, 'not_sold_here');
      const { adults, children, infants } = query.passengers;
      if (body.passengers.length !== adults + children + infants) throw badRequest(`passengers: ${PASSENGER_COUNT}`, 'passenger_count');
      // Each passenger fits their type on the day of the flight and holds a document valid after the last one:
      // an impossible passenger is a 400 naming the field and its reason, before any payment starts.
      parseInput(z.object({ passengers: BookedPassengers({ passengers: query.passengers, segments: ticket.segments, today: latestToday(now()) }) }), {
        passengers: body.passengers,
      });

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
        purchase: {
          searchId: body.search_id,
          agencyId: offer.agency_id,
          agencyName: offer.agency_name,
          ticket,
          passengers: body.passengers,
          contact: body.contact,
          ...visitOf(app, request),
          total,
        },
        history: state.history,
        createdAt: new Date(now()),
      });
      // A second submission raced the first past the check above: it answers the first one's payment.
      if (!started) return paymentView((await store.paymentByKey(userId, body.idempotency_key))!);

      const event = await provider.authorize({
        amount: charge.total.total,
        currency: charge.currency,
        method: body.method,
        card: body.card,
        now: new Date(now()),
      });
      return reply.status(201).send(paymentView(await move(started, event, request)));
    },
  });

  route({
    method: 'GET',
    url: '/v1/payments/:id',
    private: true,
    contract: { summary: 'One payment (private)', params: PaymentParams, responses: { 200: Payment, 404: ApiError } },
    handler: async ({ params, session: { userId } }) => {
      const payment = await store.payment(userId, params.id);
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      return paymentView(payment);
    },
  });

  route({
    method: 'POST',
    url: '/v1/payments/:id/3ds',
    private: true,
    config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'The 3-D Secure code of a challenged payment (private)',
      description:
        'The right code makes the payment `succeeded` and its order; a wrong one `failed` (pay again with a new idempotency key). A finished payment answers as it is.',
      params: PaymentParams,
      body: ThreeDsBody,
      responses: { 200: Payment, 404: ApiError, 409: ApiError },
    },
    handler: async ({ params, body, session: { userId } }, request) => {
      const payment = await store.payment(userId, params.id);
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      if (finalStatuses.has(payment.status)) return paymentView(payment);
      if (payment.status !== 'requires_3ds') throw new HttpError(409, 'The payment is not waiting for a 3-D Secure code', 'not_challenged');
      return paymentView(await move(payment, await provider.authenticate(payment.id, body.code), request));
    },
  });
}
