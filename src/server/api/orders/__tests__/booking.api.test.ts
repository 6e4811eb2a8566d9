import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClickResponse, OrderList, Order, Payment, offerLifetimeMs } from '../../../../contracts/booking';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { agencyChoices } from '../../../../platform/payment';
import { outbox } from '../../../testing/user-login';
import { ordersApi, paymentsApi } from '..';
import { newUser, paymentBody, searchOffer } from './helpers';

let t: TestApp;
/** An hour and more after now: every offer found now has expired. */
const later = () => Date.now() + offerLifetimeMs + 1000;
beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 10_000, searchRateLimit: 1000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) });
  // The same modules an hour and more later: every offer has expired.
  await t.app.register(ordersApi, { prefix: '/later/api/my-orders', now: later });
  await t.app.register(paymentsApi, { prefix: '/later/api/payments', now: later });
});
afterAll(() => t.close());

const pay = (headers: Record<string, string>, payload: object, prefix = '') =>
  t.app.inject({ method: 'POST', url: `${prefix}/api/payments/v1/payments`, headers, payload });
const orders = async (headers: Record<string, string>) =>
  OrderList.parse((await t.app.inject({ method: 'GET', url: '/api/my-orders/v1/orders', headers })).json()).orders;

describe('click-out', () => {
  test('a click-out agency answers its deep link with the marker, the ticket and the click id', async () => {
    const { searchId, ticket } = await searchOffer(t, 'biletik');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/my-orders/v1/clicks',
      payload: { search_id: searchId, ticket_id: ticket.id, agency_id: 'biletik', marker: '154681.results', bags: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const click = ClickResponse.parse(response.json());
    expect(click).toMatchObject({ agency_id: 'biletik', agency_name: 'Biletik', sells_here: false });
    const link = new URL(click.deep_link!);
    expect(link.hostname).toBe('www.biletik.example');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      ticket: ticket.id,
      search: searchId,
      click_id: click.click_id,
      marker: '154681.results',
      bags: '0',
    });
  });

  test('an agency that sells here answers no link; without a marker the click is direct', async () => {
    const { searchId, ticket, offer, agencies } = await searchOffer(t);
    const click = ClickResponse.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/my-orders/v1/clicks', payload: { search_id: searchId, ticket_id: ticket.id, agency_id: 'skybasket' } })
      ).json(),
    );
    expect(click).toMatchObject({ sells_here: true, deep_link: null, agency_name: 'SkyBasket' });
    expect(offer.sells_here).toBe(true);
    // Without a card the click takes the one that comes out cheapest; the price is the total, not the fare.
    const cheapest = Math.min(
      ...(['ru_card', 'ww_card'] as const).flatMap((method) =>
        agencyChoices(ticket.offers, agencies, { adults: 1, children: 0, infants: 0 }, 0, method)
          .filter((choice) => choice.offer.agency_id === 'skybasket')
          .map((choice) => choice.total.total),
      ),
    );
    expect(click.price).toBe(cheapest);
    // The traveller's bags and card choose the agency's fare and the total, as the ticket's details do.
    for (const bags of [0, 1]) {
      const [detail] = agencyChoices(ticket.offers, agencies, { adults: 1, children: 0, infants: 0 }, bags, 'ww_card').filter(
        (choice) => choice.offer.agency_id === 'skybasket',
      );
      const chosen = ClickResponse.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/my-orders/v1/clicks',
            payload: { search_id: searchId, ticket_id: ticket.id, agency_id: 'skybasket', bags, method: 'ww_card' },
          })
        ).json(),
      );
      expect(chosen).toMatchObject({ price: detail!.total.total, total: detail!.total, bags, method: 'ww_card' });
    }
  });

  test('unknown offers are 404, expired ones 410, hostile input 400', async () => {
    const { searchId, ticket } = await searchOffer(t, 'biletik');
    const click = (payload: object, prefix = '') => t.app.inject({ method: 'POST', url: `${prefix}/api/my-orders/v1/clicks`, payload });
    expect((await click({ search_id: searchId, ticket_id: 'nope', agency_id: 'biletik' })).json()).toMatchObject({ statusCode: 404, code: 'offer_not_found' });
    expect((await click({ search_id: '00000000-0000-4000-8000-000000000000', ticket_id: ticket.id, agency_id: 'biletik' })).statusCode).toBe(404);
    expect((await click({ search_id: searchId, ticket_id: ticket.id, agency_id: 'biletik' }, '/later')).json()).toMatchObject({
      statusCode: 410,
      code: 'offer_expired',
    });
    const hostile: [object, string][] = [
      [{ search_id: 'x', ticket_id: ticket.id, agency_id: 'biletik' }, 'search_id: Search id must be a UUID'],
      [{ search_id: searchId, ticket_id: ticket.id, agency_id: '__proto__' }, 'agency_id: Agency id must be lowercase letters, digits and hyphens'],
      [
        { search_id: searchId, ticket_id: ticket.id, agency_id: 'biletik', marker: '<script>' },
        'Marker must be 1 to 64 letters, digits, dots, hyphens or underscores',
      ],
      [{ search_id: searchId, ticket_id: ticket.id, agency_id: 'biletik', bags: 7 }, 'Bags must be 0, 1 or 2'],
    ];
    for (const [payload, message] of hostile) expect((await click(payload)).json()).toMatchObject({ statusCode: 400, message });
  });
});

describe('private calls of booking and payment', () => {
  test('without a JWT: 401, and nothing is paid', async () => {
    const { searchId, ticket } = await searchOffer(t);
    expect((await pay({}, paymentBody(searchId, ticket))).statusCode).toBe(401);
    expect((await pay({ authorization: 'Bearer nope' }, paymentBody(searchId, ticket))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-orders/v1/orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-orders/v1/orders/BK-AAAA' })).statusCode).toBe(401);
  });

  test('every call of the two hosts that may answer 401 does so without a JWT, well-formed input or not', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const { searchId, ticket } = await searchOffer(t);
    const id = '00000000-0000-4000-8000-000000000000';
    const bodies: Record<string, object> = {
      '/api/payments/v1/payments': paymentBody(searchId, ticket),
      '/api/payments/v1/payments/{id}/3ds': { code: '1234' },
    };
    const calls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/my-orders/') || path.startsWith('/api/payments/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.responses['401'] !== undefined)
          .map(([method]) => [method.toUpperCase(), path] as const),
      );
    expect(calls.map(([method, path]) => `${method} ${path}`).sort()).toEqual(
      [
        'GET /api/my-orders/v1/orders',
        'GET /api/my-orders/v1/orders/{id}',
        'POST /api/payments/v1/payments',
        'GET /api/payments/v1/payments/{id}',
        'POST /api/payments/v1/payments/{id}/3ds',
      ].sort(),
    );
    for (const [method, path] of calls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: path.replace('{id}', path.includes('orders') ? 'BK-AAAA' : id),
        ...(bodies[path] ? { payload: bodies[path] } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

describe('booking and payment', () => {
  test('a test card pays at the recomputed price; the order is listed with its history and confirmed by e-mail', async () => {
    const headers = await newUser(t);
    const { searchId, ticket, agencies } = await searchOffer(t);
    const response = await pay(headers, { ...paymentBody(searchId, ticket, { contact: { email: 'booker@example.com', phone: '+79161234567' } }), price: 1 });
    expect(response.statusCode, response.body).toBe(201);
    const payment = Payment.parse(response.json());
    // The total the ticket's details show for no extra bags and the body's card (ww_card: SkyBasket's fee).
    const cheapest = agencyChoices(ticket.offers, agencies, { adults: 1, children: 0, infants: 0 }, 0, 'ww_card').find(
      (choice) => choice.offer.agency_id === 'skybasket',
    )!.total.total;
    expect(payment).toMatchObject({ status: 'succeeded', amount: cheapest, card_last4: '4242', decline_reason: null });
    expect(payment.history.map((step) => step.status)).toEqual(['created', 'succeeded']);
    expect(payment.order_id).toMatch(/^BK-[A-Z0-9]{8}$/);

    const [order] = await orders(headers);
    expect(order).toMatchObject({
      id: payment.order_id,
      status: 'confirmed',
      agency_name: 'SkyBasket',
      price: cheapest,
      passengers: [{ first_name: 'Ivan', last_name: 'Petrov' }],
    });
    expect(order!.history.map((step) => step.status)).toEqual(['created', 'paid', 'confirmed']);
    expect(JSON.stringify(order)).not.toContain('751234567');
    const one = await t.app.inject({ method: 'GET', url: `/api/my-orders/v1/orders/${payment.order_id}`, headers });
    expect(Order.parse(one.json()).id).toBe(payment.order_id);

    // A visit of the regional brand without a language cookie is Russian: so is its confirmation, with
    // its dates written for the locale and the order's page on the brand's own site.
    const [mail] = await outbox(t, 'booker@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: `Заказ ${payment.order_id} подтверждён` });
    expect(mail!.body).toContain(`Оплачено: `);
    expect(mail!.body).toContain(`\nhttp://localhost:${t.app.config.port}/my/orders/${payment.order_id}`);
    expect(mail!.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const [, day, month] = /, (\d{1,2}) ([а-я]+)\.?, \d{2}:\d{2}/.exec(mail!.body) ?? [];
    expect(Number(ticket.segments[0]!.flights[0]!.departure.slice(8, 10))).toBe(Number(day));
    expect(month).toBeTruthy();
  });

  test('the same idempotency key twice makes one payment and one order, even sent at once', async () => {
    const headers = await newUser(t);
    const { searchId, ticket } = await searchOffer(t);
    const body = paymentBody(searchId, ticket);
    const [first, second] = await Promise.all([pay(headers, body), pay(headers, body)]);
    const third = await pay(headers, body);
    const ids = [first, second, third].map((response) => Payment.parse(response.json()).id);
    expect(new Set(ids).size).toBe(1);
    expect((await orders(headers)).length).toBe(1);
  });

  test('a declined card or insufficient funds leave no order and say why', async () => {
    const headers = await newUser(t);
    const { searchId, ticket } = await searchOffer(t);
    for (const [number, reason] of [
      ['4000000000000002', 'card_declined'],
      ['4000000000009995', 'insufficient_funds'],
      ['2200000000000004', 'method_mismatch'],
    ] as const) {
      const response = await pay(headers, paymentBody(searchId, ticket, { card: { number, expiry: '12/30', cvc: '123', holder: 'IVAN PETROV' } }));
      expect(response.statusCode, response.body).toBe(201);
      expect(Payment.parse(response.json())).toMatchObject({ status: 'declined', decline_reason: reason, order_id: null });
    }
    expect(await orders(headers)).toEqual([]);
  });

  test('3-D Secure: a wrong code fails with no order; the right one makes the order once', async () => {
    const headers = await newUser(t);
    const { searchId, ticket } = await searchOffer(t);
    const threeDs = { number: '4000000000003220', expiry: '12/30', cvc: '123', holder: 'IVAN PETROV' };
    const failing = Payment.parse((await pay(headers, paymentBody(searchId, ticket, { card: threeDs }))).json());
    expect(failing.status).toBe('requires_3ds');
    const wrong = await t.app.inject({ method: 'POST', url: `/api/payments/v1/payments/${failing.id}/3ds`, headers, payload: { code: '0000' } });
    expect(Payment.parse(wrong.json())).toMatchObject({ status: 'failed', decline_reason: 'authentication_failed', order_id: null });
    expect(await orders(headers)).toEqual([]);

    const passing = Payment.parse((await pay(headers, paymentBody(searchId, ticket, { card: threeDs }))).json());
    const code = (payload: object) => t.app.inject({ method: 'POST', url: `/api/payments/v1/payments/${passing.id}/3ds`, headers, payload });
    const [right, again] = await Promise.all([code({ code: '1234' }), code({ code: '1234' })]);
    expect(Payment.parse(right.json())).toMatchObject({ status: 'succeeded' });
    expect(Payment.parse(again.json()).order_id).toBe(Payment.parse(right.json()).order_id);
    expect((await orders(headers)).length).toBe(1);
    // Another account sees neither the payment nor the order.
    const stranger = await newUser(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/v1/payments/${passing.id}`, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/my-orders/v1/orders/${Payment.parse(right.json()).order_id}`, headers: stranger })).statusCode).toBe(
      404,
    );
  });

  test('offers sold elsewhere, wrong passenger counts, expired offers and hostile input are 4xx', async () => {
    const headers = await newUser(t);
    const { searchId, ticket } = await searchOffer(t);
    const elsewhere = await searchOffer(t, 'biletik');
    expect((await pay(headers, paymentBody(elsewhere.searchId, elsewhere.ticket, { agency_id: 'biletik', method: 'ru_card' }))).json()).toMatchObject({
      statusCode: 409,
      code: 'not_sold_here',
    });
    expect((await pay(headers, paymentBody(searchId, ticket, { passengers: [] }))).json()).toMatchObject({ statusCode: 400 });
    const { passengers } = paymentBody(searchId, ticket);
    expect((await pay(headers, paymentBody(searchId, ticket, { passengers: [...passengers, ...passengers] }))).json()).toMatchObject({
      statusCode: 400,
      code: 'passenger_count',
    });
    expect((await pay(headers, paymentBody(searchId, ticket), '/later')).json()).toMatchObject({ statusCode: 410 });
    const hostile: [object, string][] = [
      [{ card: { number: '4242424242424241', expiry: '12/30', cvc: '123', holder: 'A' } }, 'card.number: Card number is not valid'],
      [{ card: { number: '4242424242424242', expiry: '13/30', cvc: '123', holder: 'A' } }, 'card.expiry: Expiry must be MM/YY'],
      [{ contact: { email: 'no', phone: '+79161234567' } }, 'contact.email: Email is not valid'],
      [{ method: 'cash' }, 'Method must be ru_card or ww_card'],
      [{ idempotency_key: 'again' }, 'idempotency_key: Idempotency key must be a UUID'],
    ];
    for (const [change, message] of hostile)
      expect((await pay(headers, { ...paymentBody(searchId, ticket), ...change })).json()).toMatchObject({ statusCode: 400, message });
    expect((await pay(headers, { toString: 1, constructor: { prototype: 1 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-orders/v1/orders/..%2F..', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/v1/payments/nope/3ds', headers, payload: { code: '1234' } })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/v1/payments/00000000-0000-4000-8000-000000000000/3ds', headers, payload: { code: '1234' } }))
        .statusCode,
    ).toBe(404);
  });
});
