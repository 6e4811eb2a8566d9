import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ClickResponse, Order, OrderList, Payment } from '../../../../contracts/booking';
import { CurrencyRates } from '../../../../contracts/currency';
import { SearchResults, StartSearchResponse, type Ticket } from '../../../../contracts/search';
import { formatPrice, localeFormats } from '../../../../platform/format';
import { agencyChoices } from '../../../../platform/payment';
import { searchQuery } from '../../../testing/search-query';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { outbox } from '../../../testing/user-login';
import { orders, payments } from '../schema';
import { newUser, paymentBody } from './helpers';

// One currency from the card to the order (issue 28, item 2): the click and the payment take the
// visit's currency; the amounts, the order and its confirmation are in it. On a fixed day.

const start = Date.parse('2026-03-02T09:00:00Z');
let clock = start;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { globalRateLimit: 10_000, searchRateLimit: 1000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) },
    { now: () => clock },
  );
});
afterAll(() => t.close());

const one = { adults: 1, children: 0, infants: 0 };
const wa = { host: 'wa.localhost' };

/** A search two months after the fixed day, read until SkyBasket and Biletik have answered. */
async function search(): Promise<{ searchId: string; sky: Ticket; biletik: Ticket; agencies: NonNullable<SearchResults['agencies']> }> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/search/v1/searches',
    payload: searchQuery({ departDate: new Date(clock + 60 * 86_400_000).toISOString().slice(0, 10) }),
  });
  expect(started.statusCode, started.body).toBe(201);
  const searchId = StartSearchResponse.parse(started.json()).search_id;
  const tickets: Ticket[] = [];
  let agencies: NonNullable<SearchResults['agencies']> = {};
  let since = 0;
  for (let complete = false; !complete;) {
    // The agencies answer within seconds of the search: the clock moves on, never today's.
    clock += 2_000;
    const results = SearchResults.parse((await t.app.inject({ method: 'GET', url: `/api/search/v1/searches/${searchId}/results?since=${since}` })).json());
    tickets.push(...results.tickets);
    agencies = { ...agencies, ...results.agencies };
    ({ next: since, complete } = results);
  }
  const of = (agency: string) => tickets.find((ticket) => ticket.offers.some((offer) => offer.agency_id === agency))!;
  return { searchId, sky: of('skybasket'), biletik: of('biletik'), agencies };
}

/** The rates the pages convert with (`GET currency.json`). */
const pageRates = async () => CurrencyRates.parse((await t.app.inject({ method: 'GET', url: '/api/search/currency.json' })).json());
const totalOf = (ticket: Ticket, agencies: NonNullable<SearchResults['agencies']>, agency: string, bags: number, method: 'ru_card' | 'ww_card' = 'ww_card') =>
  agencyChoices(ticket.offers, agencies, one, bags, method).find((choice) => choice.offer.agency_id === agency)!.total;
const dollars = (amount: number) => formatPrice(amount, 'usd', localeFormats('en-US', ['usd']));

describe('a journey in dollars', () => {
  test('the click answers the price in the visit’s currency; an agency selling on its own site charges roubles, with the rate and its moment', async () => {
    const { searchId, sky, biletik, agencies } = await search();
    const { usd } = await pageRates();
    const click = async (ticket: Ticket, agency: string, method: 'ru_card' | 'ww_card') => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/my-orders/v1/clicks',
        headers: wa,
        payload: { search_id: searchId, ticket_id: ticket.id, agency_id: agency, bags: 1, method, currency: 'usd' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return ClickResponse.parse(response.json());
    };
    const here = await click(sky, 'skybasket', 'ww_card');
    const roubles = totalOf(sky, agencies, 'skybasket', 1);
    expect(here).toMatchObject({
      currency: 'usd',
      seller_currency: 'usd',
      price: Math.round(roubles.total / usd!),
      conversion: { rate: usd, rated_at: new Date(clock).toISOString(), rub_amount: roubles.total },
    });
    expect(here.total.total).toBe(here.price);
    expect(here.total.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(here.price);

    const away = await click(biletik, 'biletik', 'ru_card');
    const biletikRoubles = totalOf(biletik, agencies, 'biletik', 1, 'ru_card');
    expect(away).toMatchObject({
      currency: 'usd',
      seller_currency: 'rub',
      price: Math.round(biletikRoubles.total / usd!),
      conversion: { rate: usd, rub_amount: biletikRoubles.total },
    });
  });

  test('a payment in usd charges and stores the dollar amount, the rate fixed when it started and its moment; the order and its e-mail are in dollars', async () => {
    const headers = { ...(await newUser(t)), ...wa };
    const { searchId, sky, agencies } = await search();
    const { usd } = await pageRates();
    const roubles = totalOf(sky, agencies, 'skybasket', 2);
    const dollarsDue = Math.round(roubles.total / usd!);
    const startedAt = clock;
    // A card that asks for the bank's code: the order is made a minute later, at the rate of the start.
    const body = paymentBody(searchId, sky, {
      bags: 2,
      currency: 'usd',
      card: { number: '4000000000003220', expiry: '12/30', cvc: '123', holder: 'IVAN PETROV' },
      contact: { email: 'dollars@example.com', phone: '+12125550100' },
    });
    const started = await t.app.inject({ method: 'POST', url: '/api/payments/v1/payments', headers, payload: body });
    expect(started.statusCode, started.body).toBe(201);
    const conversion = { rate: usd, rated_at: new Date(startedAt).toISOString(), rub_amount: roubles.total };
    expect(Payment.parse(started.json())).toMatchObject({ status: 'requires_3ds', amount: dollarsDue, currency: 'usd', conversion });
    clock += 60_000;
    const paid = Payment.parse(
      (await t.app.inject({ method: 'POST', url: `/api/payments/v1/payments/${started.json().id}/3ds`, headers, payload: { code: '1234' } })).json(),
    );
    expect(paid).toMatchObject({ status: 'succeeded', amount: dollarsDue, currency: 'usd', conversion });

    const [stored] = await t.app.database.db.select().from(payments).where(eq(payments.id, paid.id));
    expect(stored).toMatchObject({ amount: roubles.total, currency: 'usd', currencyAmount: dollarsDue, rate: usd, ratedAt: new Date(startedAt) });
    const [storedOrder] = await t.app.database.db.select().from(orders).where(eq(orders.id, paid.order_id!));
    expect(storedOrder).toMatchObject({ price: roubles.total, currency: 'usd', currencyAmount: dollarsDue, rate: usd, ratedAt: new Date(startedAt) });

    const order = Order.parse((await t.app.inject({ method: 'GET', url: `/api/my-orders/v1/orders/${paid.order_id}`, headers })).json());
    const [listed] = OrderList.parse((await t.app.inject({ method: 'GET', url: '/api/my-orders/v1/orders', headers })).json()).orders;
    for (const shown of [order, listed!]) {
      expect(shown).toMatchObject({ price: dollarsDue, currency: 'usd', conversion });
      expect(shown.total!.total).toBe(dollarsDue);
      expect(shown.total!.parts.map((part) => part.kind)).toEqual(['fare', 'bags', 'card_fee']);
      expect(shown.total!.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(dollarsDue);
    }

    const [mail] = await outbox(t, 'dollars@example.com');
    expect(mail!.body).toContain(`Paid: ${dollars(dollarsDue)}\n`);
    expect(mail!.body).toMatch(/Paid: \$\d/);
    expect(mail!.body).not.toMatch(/RUB|₽/);
    // The international brand's order on its own site.
    expect(mail!.body).toMatch(new RegExp(`\\nhttp://wa\\.localhost:${t.app.config.port}/my/orders/BK-[A-Z0-9]{8}$`));
  });

  test('a payment without a currency (an older client) is charged and kept in roubles, as before', async () => {
    const headers = await newUser(t);
    const { searchId, sky, agencies } = await search();
    const roubles = totalOf(sky, agencies, 'skybasket', 0);
    const paid = Payment.parse(
      (await t.app.inject({ method: 'POST', url: '/api/payments/v1/payments', headers, payload: paymentBody(searchId, sky, { bags: 0 }) })).json(),
    );
    expect(paid).toMatchObject({ status: 'succeeded', amount: roubles.total, currency: 'rub', conversion: null });
    const order = Order.parse((await t.app.inject({ method: 'GET', url: `/api/my-orders/v1/orders/${paid.order_id}`, headers })).json());
    expect(order).toMatchObject({ price: roubles.total, currency: 'rub', conversion: null, total: roubles });
  });

  test('an order made before currencies were kept reads as roubles', async () => {
    const headers = { ...(await newUser(t)), ...wa };
    const { searchId, sky, agencies } = await search();
    const roubles = totalOf(sky, agencies, 'skybasket', 0);
    const paid = Payment.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/payments/v1/payments', headers, payload: paymentBody(searchId, sky, { bags: 0, currency: 'usd' }) })
      ).json(),
    );
    // The columns as the migration left the rows that were there: the default currency and nothing else.
    const before = { currency: 'rub' as const, currencyAmount: null, rate: null, ratedAt: null };
    await t.app.database.db.update(payments).set(before).where(eq(payments.id, paid.id));
    await t.app.database.db.update(orders).set(before).where(eq(orders.id, paid.order_id!));
    const order = Order.parse((await t.app.inject({ method: 'GET', url: `/api/my-orders/v1/orders/${paid.order_id}`, headers })).json());
    expect(order).toMatchObject({ price: roubles.total, currency: 'rub', conversion: null, total: roubles });
    const payment = Payment.parse((await t.app.inject({ method: 'GET', url: `/api/payments/v1/payments/${paid.id}`, headers })).json());
    expect(payment).toMatchObject({ amount: roubles.total, currency: 'rub', conversion: null });
  });

  test('a currency outside the supported list is a 400 naming the field, and nothing is paid', async () => {
    const headers = await newUser(t);
    const { searchId, sky } = await search();
    for (const currency of ['USD', 'xyz', 1]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/payments/v1/payments', headers, payload: { ...paymentBody(searchId, sky), currency } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/Currency must be a supported lower-case ISO code/);
      const click = await t.app.inject({
        method: 'POST',
        url: '/api/my-orders/v1/clicks',
        payload: { search_id: searchId, ticket_id: sky.id, agency_id: 'skybasket', currency },
      });
      expect(click.statusCode, click.body).toBe(400);
    }
    expect(OrderList.parse((await t.app.inject({ method: 'GET', url: '/api/my-orders/v1/orders', headers })).json()).orders).toEqual([]);
  });
});
