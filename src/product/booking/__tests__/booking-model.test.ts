import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { AgencyDetails, CardMethod } from '../../../contracts/offers';
import type { Offer, SearchOffer } from '../../../contracts/search';
import { offerTotal } from '../../../platform/payment';
import { fetchFx } from '../../../platform/request';
import { $jwt } from '../../../platform/session';
import { choice, json, payment, paymentBody } from './fixtures';
import {
  $choice,
  $idempotencyKey,
  $offer,
  $offerProblem,
  $payment,
  $repriceFailed,
  $sentTo,
  codeSubmitted,
  methodChosen,
  paySubmitted,
} from '../model/booking';

const body = paymentBody;

/** The payments host: answers by card number, keeps what was sent. */
function paymentsService() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const answer = vi.fn(async (request: Request) => {
    const sentBody = (await request.json()) as Record<string, unknown> & { card?: { number: string } };
    sent.push({ url: new URL(request.url).pathname, body: sentBody });
    if (request.url.endsWith('/3ds'))
      return json(payment({ status: sentBody.code === '1234' ? 'succeeded' : 'failed', order_id: sentBody.code === '1234' ? 'BK-AAAABBBB' : null }));
    if (sentBody.card?.number === '4000000000000002') return json(payment({ status: 'declined', decline_reason: 'card_declined' }), 201);
    if (sentBody.card?.number === '4000000000003220') return json(payment({ status: 'requires_3ds' }), 201);
    return json(payment({ order_id: 'BK-AAAABBBB' }), 201);
  });
  const scope = fork({
    values: [
      [$jwt, 'jwt-1'],
      [$choice, choice],
    ],
    handlers: [[fetchFx, answer]],
  });
  return { scope, sent };
}

describe('booking model', () => {
  test('a submission sends the form with an idempotency key; the order it made is kept', async () => {
    const { scope, sent } = paymentsService();
    await allSettled(paySubmitted, { scope, params: body() });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/payments/v1/payments');
    expect(sent[0]!.body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(scope.getState($payment)).toMatchObject({ status: 'succeeded', order_id: 'BK-AAAABBBB' });
    expect(scope.getState($sentTo)).toBe('anna@example.com');
  });

  test('the same attempt sent again keeps its key; after a decline the next try has a new one', async () => {
    const { scope, sent } = paymentsService();
    await allSettled(paySubmitted, { scope, params: body('4000000000000002') });
    expect(scope.getState($payment)).toMatchObject({ status: 'declined', decline_reason: 'card_declined' });
    expect(scope.getState($idempotencyKey)).toBeNull();
    await allSettled(paySubmitted, { scope, params: body('4000000000003220') });
    const challenged = scope.getState($idempotencyKey);
    expect(challenged).not.toBeNull();
    expect(sent[1]!.body.idempotency_key).not.toBe(sent[0]!.body.idempotency_key);
    // A double submission of the challenged attempt carries the same key.
    await allSettled(paySubmitted, { scope, params: body('4000000000003220') });
    expect(sent[2]!.body.idempotency_key).toBe(challenged);
  });

  test('3-D Secure: the code goes to the payment; the right one makes the order', async () => {
    const { scope, sent } = paymentsService();
    await allSettled(paySubmitted, { scope, params: body('4000000000003220') });
    expect(scope.getState($payment)?.status).toBe('requires_3ds');
    await allSettled(codeSubmitted, { scope, params: '1234' });
    expect(sent.at(-1)).toEqual({ url: '/api/payments/v1/payments/11111111-1111-4111-8111-111111111111/3ds', body: { code: '1234' } });
    expect(scope.getState($payment)).toMatchObject({ status: 'succeeded', order_id: 'BK-AAAABBBB' });
  });

  test('another card asks the server for the total again, with the bags and that card', async () => {
    const trust = {
      score: 8,
      bookings: 1000,
      reviews: 100,
      rating: 4.5,
      complaints_per_1000: 1,
      refund_disputes: 0,
      years: 5,
      points: { rating: 4, complaints: 2, disputes: 1, years: 1 },
    };
    const agency: AgencyDetails = {
      name: 'SkyBasket',
      payment: [
        { method: 'ru_card', percent: 0, fixed: 0 },
        { method: 'ww_card', percent: 2.5, fixed: 0 },
      ],
      trust,
    };
    const offer: Offer = {
      agency_id: 'skybasket',
      agency_name: 'SkyBasket',
      sells_here: true,
      price: 10_000,
      baggage: false,
      bags_included: 0,
      extra_bags: [1500, 2500],
    };
    const flight = {
      carrier: 'SU',
      number: '100',
      origin: 'SVO',
      destination: 'LED',
      departure: '2026-12-10T08:00',
      arrival: '2026-12-10T09:30',
      duration: 90,
    };
    const passengers = { adults: 1, children: 0, infants: 0 };
    const answer = (method: CardMethod): SearchOffer => ({
      search_id: choice.search_id,
      started_at: new Date().toISOString(),
      query: { origin: 'MOW', destination: 'LED', departDate: '2026-12-10', passengers, tripClass: 'Y' },
      ticket: { id: 'T1', segments: [{ flights: [flight], duration: 90 }], offers: [offer] },
      offer,
      agency,
      bags: 2,
      method,
      total: offerTotal(offer, agency, passengers, 2, method)!,
    });
    const asked: URL[] = [];
    let down = false;
    const scope = fork({
      values: [[$choice, { ...choice, bags: 2, method: 'ru_card' }]],
      handlers: [
        [
          fetchFx,
          async (request: Request) => {
            const url = new URL(request.url);
            asked.push(url);
            if (down) return json({ statusCode: 503, error: 'Service Unavailable', message: 'Something went wrong' }, 503);
            return json(answer(url.searchParams.get('method') === 'ww_card' ? 'ww_card' : 'ru_card'));
          },
        ],
      ],
    });
    await allSettled(methodChosen, { scope, params: 'ww_card' });
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
      `/api/search/v1/searches/${choice.search_id}/offers/skybasket?ticket_id=T1&bags=2&method=ww_card`,
    ]);
    expect(scope.getState($choice)).toMatchObject({ bags: 2, method: 'ww_card' });
    // Fare 10 000 + bags 1 500 + 2 500, and 2.5 % of that on a foreign card.
    expect(scope.getState($offer)?.total).toMatchObject({
      total: 14_350,
      parts: [{ kind: 'fare' }, { kind: 'bags', amount: 4000 }, { kind: 'card_fee', amount: 350 }],
    });

    // A repricing that fails keeps the page (and what was typed): the old total stays, marked as failed.
    down = true;
    await allSettled(methodChosen, { scope, params: 'ru_card' });
    expect(scope.getState($repriceFailed)).toBe(true);
    expect(scope.getState($offerProblem)).toBeNull();
    expect(scope.getState($offer)?.method).toBe('ww_card');
  });
});
