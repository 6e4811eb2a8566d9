import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Payment } from '../../../../contracts/booking';
import { maxSavedPassengers, PassengerList } from '../../../../contracts/saved-passengers';
import { userPaths } from '../../../../contracts/user';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { passenger } from '../../../testing/user-login';
import { newUser, paymentBody, searchOffer } from './helpers';

// After a paid booking the passengers join the account's documents when the setting
// "save passengers' documents" is on (the default), on the real database of the run.

/** The day these tests run on, whatever the real one: the app's clock starts there and runs on. */
const testNow = Date.parse('2026-03-02T09:00:00Z');
const departure = '2026-05-04';
const started = Date.now();
const now = () => testNow + (Date.now() - started);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { globalRateLimit: 10_000, searchRateLimit: 1000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) },
    { now },
  );
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const documents = async (headers: Headers) => {
  const response = await t.app.inject({ method: 'GET', url: userPaths.passengers, headers });
  expect(response.statusCode, response.body).toBe(200);
  return PassengerList.parse(response.json()).passengers;
};

/** Books one adult's trip with `card` and answers the payment. */
async function book(headers: Headers, traveller = passenger(), card = '4242424242424242'): Promise<Payment> {
  const { searchId, ticket } = await searchOffer(t, 'skybasket', 1, { departDate: departure });
  const body = paymentBody(searchId, ticket, { passengers: [traveller], card: { number: card, expiry: '12/30', cvc: '123', holder: 'IVAN PETROV' } });
  const response = await t.app.inject({ method: 'POST', url: '/api/payments/v1/payments', headers, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return Payment.parse(response.json());
}

const anna = passenger({
  first_name: 'Anna',
  last_name: 'Petrova',
  gender: 'female',
  birth_date: '1992-08-01',
  document: { type: 'international_passport', number: '759876543', expires_at: '2034-06-30' },
});

describe("the passengers of a paid order are kept among the account's documents", () => {
  test('by default: the booked passenger is listed; the same document again is updated, not repeated', async () => {
    const headers = await newUser(t);
    expect(await documents(headers)).toEqual([]);
    expect((await book(headers)).status).toBe('succeeded');
    expect(await documents(headers)).toEqual([passenger()]);

    // The same passport with a changed expiry date replaces the kept one; another person is added.
    const renewed = passenger({ document: { ...passenger().document, expires_at: '2036-06-01' } });
    await book(headers, renewed);
    await book(headers, anna);
    expect(await documents(headers)).toEqual([renewed, anna]);
  });

  test('with the setting off nothing is saved; a declined payment saves nothing either', async () => {
    const headers = await newUser(t);
    const off = await t.app.inject({ method: 'PATCH', url: userPaths.settingsPatch, headers, payload: { autosave_documents: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await book(headers)).status).toBe('succeeded');
    expect(await documents(headers)).toEqual([]);

    const on = await newUser(t);
    expect((await book(on, passenger(), '4000000000000002')).status).toBe('declined');
    expect(await documents(on)).toEqual([]);
  });

  test(`a full list (${maxSavedPassengers} documents) stays as it is; a kept document is still updated`, async () => {
    const headers = await newUser(t);
    const kept = Array.from({ length: maxSavedPassengers }, (_, index) =>
      passenger({ document: { type: 'international_passport', number: `75${String(index).padStart(7, '0')}`, expires_at: '2035-01-01' } }),
    );
    const saved = await t.app.inject({ method: 'PUT', url: userPaths.passengersActualize, headers, payload: { passengers: kept } });
    expect(saved.statusCode, saved.body).toBe(200);
    await book(headers, anna);
    expect(await documents(headers)).toEqual(kept);
    const renewed = { ...kept[3]!, document: { ...kept[3]!.document, expires_at: '2036-01-01' } };
    await book(headers, renewed);
    expect((await documents(headers))[3]).toEqual(renewed);
  });
});
