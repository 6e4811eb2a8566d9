import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OrderList, Payment } from '../../../../contracts/booking';
import { passengerProblemMessages, type Passenger, type PassengerProblem } from '../../../../contracts/passenger';
import type { PaymentProvider } from '../../../engines/payments';
import { SimulatedPaymentProvider } from '../../../engines/payments';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { passenger } from '../../../testing/user-login';
import { paymentsApi } from '..';
import { payments } from '../schema';
import { newUser, paymentBody, searchOffer } from './helpers';

/** The day these tests run on, whatever the real one: the app's clock starts there and runs on. */
const testNow = Date.parse('2026-03-02T09:00:00Z');
const departure = '2026-05-04';
const started = Date.now();
const now = () => testNow + (Date.now() - started);

/** Every card the provider was asked to charge or authenticate. */
const charged: string[] = [];
const simulated = new SimulatedPaymentProvider();
const watched: PaymentProvider = {
  name: 'watched',
  authorize: (request) => {
    charged.push(request.card.number);
    return simulated.authorize(request);
  },
  authenticate: (id, code) => {
    charged.push(id);
    return simulated.authenticate(id, code);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { globalRateLimit: 10_000, searchRateLimit: 1000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) },
    { now },
  );
  // The payments host again, with a provider that records every call.
  await t.app.register(paymentsApi, { prefix: '/watched/api/payments', provider: watched });
});
afterAll(() => t.close());

const pay = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/watched/api/payments/v1/payments', headers, payload });
const paymentRows = async () => Number((await t.app.database.db.select({ count: sql<number>`count(*)` }).from(payments))[0]!.count);
const orders = async (headers: Record<string, string>) =>
  OrderList.parse((await t.app.inject({ method: 'GET', url: '/api/my-orders/v1/orders', headers })).json()).orders;

/** An impossible passenger is a 400 naming the field and its reason, and nothing is started or charged. */
async function expectRefused(headers: Record<string, string>, body: object, field: string, reason: PassengerProblem) {
  const before = { rows: await paymentRows(), charged: charged.length };
  const response = await pay(headers, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: `${field}: ${passengerProblemMessages[reason]}`, code: reason, field });
  expect(await paymentRows(), `${field}: no payment row`).toBe(before.rows);
  expect(charged.length, `${field}: the provider is never called`).toBe(before.charged);
}

describe('an order with an impossible passenger is refused before any payment', () => {
  test('each impossible field of one adult: 400 with the field and its reason, no payment, no order', async () => {
    const headers = await newUser(t);
    const { searchId, ticket } = await searchOffer(t, 'skybasket', 1, { departDate: departure });
    const foreign = (change: Partial<Passenger['document']>): Passenger['document'] => ({
      type: 'foreign_passport',
      number: 'C01X00T47',
      expires_at: '2031-01-01',
      ...change,
    });
    const cases: [Partial<Passenger>, string, PassengerProblem][] = [
      // The passenger, one field at a time: a Latin name with a Cyrillic "а" on a foreign passport …
      [{ first_name: 'Ivаn', citizenship: 'US', document: foreign({}) }, 'first_name', 'name_mixed_scripts'],
      [{ last_name: 'Петров' }, 'last_name', 'name_latin'],
      // … born in 2031, with the number "abc" and a passport that ended in 2020.
      [{ birth_date: '2031-03-15' }, 'birth_date', 'birth_future'],
      [{ birth_date: '2031-02-30' }, 'birth_date', 'date_invalid'],
      [{ document: { type: 'international_passport', number: 'abc', expires_at: '2031-01-01' } }, 'document.number', 'number_international'],
      [{ document: { type: 'passport', number: 'abc', expires_at: null } }, 'document.number', 'number_passport'],
      [{ document: { type: 'birth_certificate', number: 'abc', expires_at: null } }, 'document.number', 'number_birth_certificate'],
      [{ citizenship: 'US', document: foreign({ number: 'abc' }) }, 'document.number', 'number_foreign'],
      [{ document: { type: 'international_passport', number: '751234567', expires_at: '2020-01-01' } }, 'document.expires_at', 'expires_before_flight'],
      // Valid on the day of departure but not after the last flight.
      [{ document: { type: 'international_passport', number: '751234567', expires_at: departure } }, 'document.expires_at', 'expires_before_flight'],
      [{ document: { type: 'international_passport', number: '751234567', expires_at: null } }, 'document.expires_at', 'expiry_required'],
      [{ citizenship: 'XX' }, 'citizenship', 'citizenship_unknown'],
      [{ citizenship: 'US' }, 'citizenship', 'citizenship_not_russian'],
      // Five years old on the day of the flight, booked as an adult.
      [{ birth_date: '2021-01-01' }, 'birth_date', 'age_adult'],
    ];
    for (const [change, field, reason] of cases) {
      await expectRefused(headers, paymentBody(searchId, ticket, { passengers: [passenger(change)] }), `passengers.0.${field}`, reason);
    }
    expect(await orders(headers)).toEqual([]);

    // The same passenger, possible: paid and ordered.
    const response = await pay(
      headers,
      paymentBody(searchId, ticket, { passengers: [passenger({ first_name: 'Ivan', citizenship: 'US', document: foreign({}) })] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(Payment.parse(response.json()).status).toBe('succeeded');
    expect(charged.at(-1)).toBe('4242424242424242');
  });

  test('a family: adults, then children, then infants, each of the age of their type on the day of the flight', async () => {
    const headers = await newUser(t);
    const { searchId, ticket } = await searchOffer(t, 'skybasket', 1, { departDate: departure, passengers: { adults: 1, children: 1, infants: 1 } });
    const child = passenger({ first_name: 'Olga', gender: 'female', birth_date: '2019-06-01' });
    const infant = passenger({ first_name: 'Pavel', birth_date: '2025-09-01' });
    await expectRefused(headers, paymentBody(searchId, ticket, { passengers: [passenger(), infant, child] }), 'passengers.1.birth_date', 'age_child');
    await expectRefused(
      headers,
      paymentBody(searchId, ticket, { passengers: [passenger(), child, passenger({ birth_date: '2023-01-01' })] }),
      'passengers.2.birth_date',
      'age_infant',
    );
    await expectRefused(
      headers,
      paymentBody(searchId, ticket, { passengers: [passenger(), child, passenger({ birth_date: '2026-04-01' })] }),
      'passengers.2.birth_date',
      'birth_future',
    );
    expect(await orders(headers)).toEqual([]);
    const response = await pay(headers, paymentBody(searchId, ticket, { passengers: [passenger(), child, infant] }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await orders(headers)).map((order) => order.passengers.length)).toEqual([3]);
  });
});
