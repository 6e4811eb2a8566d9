import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { passengerProblemMessages, type Passenger, type PassengerProblem } from '../../../../contracts/passenger';
import { PassengerList } from '../../../../contracts/saved-passengers';
import { userPaths } from '../../../../contracts/user';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, passenger, phoneLogin } from './helpers';

/** The day these tests run on, whatever the real one: the app's clock starts there and runs on. */
const testNow = Date.parse('2026-03-02T09:00:00Z');
const started = Date.now();

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp(
    { globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) },
    { now: () => testNow + (Date.now() - started) },
  );
  headers = bearer((await phoneLogin(t, '79270001122')).jwt);
});
afterAll(() => t.close());

const actualize = (passengers: object[]) => t.app.inject({ method: 'PUT', url: userPaths.passengersActualize, headers, payload: { passengers } });
const kept = async () => PassengerList.parse((await t.app.inject({ method: 'GET', url: userPaths.passengers, headers })).json()).passengers;

describe('the account keeps only documents that follow the passenger rules', () => {
  test('each impossible field is a 400 naming the field and its reason, and the list stays as it was', async () => {
    const saved = [
      passenger(),
      passenger({ first_name: 'Анна', last_name: 'Петрова', gender: 'female', document: { type: 'passport', number: '4510123456' } }),
    ];
    expect((await actualize(saved)).statusCode).toBe(200);
    const cases: [Partial<Passenger>, string, PassengerProblem][] = [
      // The document: "abc" as a Russian passport number.
      [{ document: { type: 'passport', number: 'abc' } }, 'document.number', 'number_passport'],
      [{ first_name: 'Ivаn' }, 'first_name', 'name_mixed_scripts'],
      [{ last_name: 'Петров' }, 'last_name', 'name_latin'],
      [{ birth_date: '2026-03-04' }, 'birth_date', 'birth_future'],
      [{ document: { type: 'birth_certificate', number: 'IV-MU 123456' } }, 'document.number', 'number_birth_certificate'],
      [{ document: { type: 'foreign_passport', number: 'X1234567' } }, 'citizenship', 'citizenship_russian'],
      [{ citizenship: 'ZZ' }, 'citizenship', 'citizenship_unknown'],
    ];
    for (const [change, field, reason] of cases) {
      const response = await actualize([saved[0]!, passenger(change)]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `passengers.1.${field}: ${passengerProblemMessages[reason]}`,
        code: reason,
        field: `passengers.1.${field}`,
      });
    }
    expect(await kept()).toEqual(saved);
  });

  test('a birth certificate and a document that has expired since it was saved are kept', async () => {
    const list = [
      passenger({ document: { type: 'international_passport', number: '751234567', expires_at: '2025-01-01' } }),
      passenger({
        first_name: 'Пётр',
        last_name: 'Петров',
        birth_date: '2020-02-29',
        document: { type: 'birth_certificate', number: 'IV-МЮ 123456', expires_at: null },
      }),
    ];
    const response = await actualize(list);
    expect(response.statusCode, response.body).toBe(200);
    expect(await kept()).toEqual(list);
  });
});
