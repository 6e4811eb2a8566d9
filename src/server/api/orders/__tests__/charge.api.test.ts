import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Order, OrderList, Payment } from '../../../../contracts/booking';
import { cardMethods } from '../../../../contracts/offers';
import { SearchOffer } from '../../../../contracts/search';
import { formatPrice, localeFormats } from '../../../../platform/format';
import { agencyChoices, offerTotal } from '../../../../platform/payment';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { outbox } from '../../../testing/user-login';
import { payments } from '../schema';
import { newUser, paymentBody, searchOffer } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 10_000, searchRateLimit: 1000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) });
});
afterAll(() => t.close());

const one = { adults: 1, children: 0, infants: 0 };
const offerOf = (searchId: string, agency: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/search/v1/searches/${searchId}/offers/${agency}?${new URLSearchParams(query)}` });

describe('the total the details show is the one charged', () => {
  test("the offer route answers offerTotal of the agency's offer the details pick, for every bags and card", async () => {
    const { searchId, ticket, agencies } = await searchOffer(t);
    for (const bags of [0, 1, 2]) {
      for (const method of cardMethods) {
        const response = await offerOf(searchId, 'skybasket', { ticket_id: ticket.id, bags: String(bags), method });
        expect(response.statusCode, response.body).toBe(200);
        const answer = SearchOffer.parse(response.json());
        const detail = agencyChoices(ticket.offers, agencies, one, bags, method).find((choice) => choice.offer.agency_id === 'skybasket')!;
        expect(answer.offer).toEqual(detail.offer);
        expect(answer.total).toEqual(offerTotal(answer.offer, agencies.skybasket, one, bags, method));
        expect(answer.total).toEqual(detail.total);
        expect(answer).toMatchObject({ bags, method, agency: agencies.skybasket });
      }
    }
  });

  test('a payment with two bags and a card with a fee charges fare + bags + fee, and the confirmation states it', async () => {
    const headers = await newUser(t);
    const { searchId, ticket, agencies } = await searchOffer(t);
    const detail = agencyChoices(ticket.offers, agencies, one, 2, 'ww_card').find((choice) => choice.offer.agency_id === 'skybasket')!;
    const kinds = detail.total.parts.map((part) => part.kind);
    // SkyBasket's fares carry one bag at most and it takes 2.5 % on a foreign card: both are bought on top.
    expect(kinds).toEqual(['fare', 'bags', 'card_fee']);
    expect(detail.total.total).toBe(detail.total.parts.reduce((sum, part) => sum + part.amount, 0));

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/v1/payments',
      headers,
      payload: paymentBody(searchId, ticket, { bags: 2, method: 'ww_card', contact: { email: 'charged@example.com', phone: '+79161234567' } }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const payment = Payment.parse(response.json());
    expect(payment).toMatchObject({ status: 'succeeded', amount: detail.total.total });
    const [order] = OrderList.parse((await t.app.inject({ method: 'GET', url: '/api/my-orders/v1/orders', headers })).json()).orders;
    expect(order!.price).toBe(detail.total.total);
    const [mail] = await outbox(t, 'charged@example.com');
    // Without a currency the payment is in roubles, written for the visit's locale (the flight brand's ru-RU here).
    expect(mail!.body).toContain(`: ${formatPrice(detail.total.total, 'rub', localeFormats('ru-RU', ['rub']))}\n`);
  });

  test('the order states the parts of its total as the booking computed them, in the list and on its own', async () => {
    const headers = await newUser(t);
    const { searchId, ticket, agencies } = await searchOffer(t);
    const detail = agencyChoices(ticket.offers, agencies, one, 2, 'ww_card').find((choice) => choice.offer.agency_id === 'skybasket')!;
    const payment = Payment.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/v1/payments',
          headers,
          payload: paymentBody(searchId, ticket, { bags: 2, method: 'ww_card' }),
        })
      ).json(),
    );
    const [listed] = OrderList.parse((await t.app.inject({ method: 'GET', url: '/api/my-orders/v1/orders', headers })).json()).orders;
    const order = Order.parse((await t.app.inject({ method: 'GET', url: `/api/my-orders/v1/orders/${payment.order_id}`, headers })).json());
    for (const shown of [listed!, order]) {
      expect(shown.total).toEqual(detail.total);
      expect(shown.total!.parts.map((part) => part.kind)).toEqual(['fare', 'bags', 'card_fee']);
      expect(shown.total!.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(shown.price);
    }
  });

  test('an order whose payment kept no parts states its total alone', async () => {
    const headers = await newUser(t);
    const { searchId, ticket } = await searchOffer(t);
    const payment = Payment.parse(
      (await t.app.inject({ method: 'POST', url: '/api/payments/v1/payments', headers, payload: paymentBody(searchId, ticket) })).json(),
    );
    // A payment made before the parts were kept.
    await t.app.database.db
      .update(payments)
      .set({ purchase: sql`${payments.purchase} - 'total'` })
      .where(eq(payments.id, payment.id));
    const order = Order.parse((await t.app.inject({ method: 'GET', url: `/api/my-orders/v1/orders/${payment.order_id}`, headers })).json());
    expect(order).toMatchObject({ price: payment.amount, total: null });
  });

  test('a card the agency does not take is 422 on the offer, the click and the payment; bad choices are 400', async () => {
    const headers = await newUser(t);
    const { searchId, ticket } = await searchOffer(t, 'biletik');
    const notTaken = { statusCode: 422, code: 'card_not_taken', message: 'The agency does not take this card: choose another card' };
    expect((await offerOf(searchId, 'biletik', { ticket_id: ticket.id, method: 'ww_card' })).json()).toMatchObject(notTaken);
    const click = await t.app.inject({
      method: 'POST',
      url: '/api/my-orders/v1/clicks',
      payload: { search_id: searchId, ticket_id: ticket.id, agency_id: 'biletik', method: 'ww_card' },
    });
    expect(click.json()).toMatchObject(notTaken);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/v1/payments',
          headers,
          payload: paymentBody(searchId, ticket, { agency_id: 'biletik', method: 'ww_card' }),
        })
      ).json(),
    ).toMatchObject(notTaken);
    expect((await offerOf(searchId, 'biletik', { ticket_id: ticket.id, method: 'cash' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Method must be ru_card or ww_card',
    });
    expect((await offerOf(searchId, 'biletik', { ticket_id: ticket.id, bags: '3' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Bags must be 0, 1 or 2',
    });
  });
});
