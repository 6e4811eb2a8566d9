import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuthResult, PhoneAuthResponse } from '../../../../contracts/auth';
import { UserResponse } from '../../../../contracts/user';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, latestCode, outbox } from './helpers';

// Each brand's phone rule at the one login call (issue 28, item 4): the regional brand takes Russian
// mobile numbers however they are written, the international brand a mobile number of any
// country; the code's SMS is in the visit's language as its page resolves it.

const hosts = { AS: 'localhost', WA: 'wa.localhost' } as const;
type Brand = keyof typeof hosts;

let t: TestApp;
beforeAll(async () => {
  // A fixed day: codes and sessions follow the app's clock, never today's date.
  t = await buildTestApp(
    { globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) },
    { now: () => Date.parse('2026-03-10T09:00:00Z') },
  );
});
afterAll(() => t.close());

const start = (brand: Brand, payload: object, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/phone?uid=anon-1', headers: { host: `${hosts[brand]}:3000` }, payload, cookies });

/** Starts a login for `phone` as typed and finishes it with the code the outbox got for `number`; answers the account's phone. */
async function login(brand: Brand, phone: string, number: string, market: string): Promise<string> {
  const started = await start(brand, { phone, market, marketing_accepted: false });
  expect(started.statusCode, started.body).toBe(200);
  const { session_id } = PhoneAuthResponse.parse(started.json());
  const code = await latestCode(t, number);
  const finished = await t.app.inject({ method: 'POST', url: '/api/v2/auth/phone/finish', headers: { host: hosts[brand] }, payload: { code, session_id } });
  expect(finished.statusCode, finished.body).toBe(200);
  const { jwt } = AuthResult.parse(finished.json());
  const user = UserResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(jwt) })).json());
  return user.user_info.phone!;
}

describe('the regional brand: Russian mobile numbers as people write them (spec §5)', () => {
  test.each([
    ['+7 916 000 05 01', '79160000501'],
    ['8 916 000 05 02', '79160000502'],
    ['8 (916) 000-05-03', '79160000503'],
    ['916 000 05 04', '79160000504'],
    ['89160000505', '79160000505'],
  ])('%s logs in as %s', async (phone, number) => {
    expect(await login('AS', phone, number, 'ru')).toBe(number);
    expect(await outbox(t, number)).toHaveLength(1);
  });

  test('a US number is refused with the Russian rule', async () => {
    const refused = await start('AS', { phone: '+1 212 555 0100', market: 'ru' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'phone: Phone must be a Russian mobile number: 79 and 9 digits', code: 'invalid_phone' });
    expect(await outbox(t, '12125550100')).toEqual([]);
  });

  test("the SMS is in the page's language: Russian in Russia even with another language's cookie, English in Ukraine with its cookie", async () => {
    await start('AS', { phone: '+7 916 000 05 11', market: 'ru' }, { language: 'en' });
    expect((await outbox(t, '79160000511'))[0]!.body).toMatch(/^Код для входа: \d{6}\. Никому его не сообщайте\.$/);
    await start('AS', { phone: '+7 916 000 05 12', market: 'ua' }, { language: 'en' });
    expect((await outbox(t, '79160000512'))[0]!.body).toMatch(/^Your login code: \d{6}\./);
  });
});

describe('the international brand: a mobile number of any country', () => {
  test('+1 212 555 0100 logs in; the SMS is in English without a language cookie', async () => {
    expect(await login('WA', '+1 212 555 0100', '12125550100', 'us')).toBe('12125550100');
    const [sms] = await outbox(t, '12125550100');
    expect(sms).toMatchObject({ channel: 'sms', recipient: '12125550100' });
    expect(sms!.body).toMatch(/^Your login code: \d{6}\. Do not tell it to anyone\.$/);
  });

  test.each([
    ['(212) 555-0102', 'us', '12125550102', 'a national number of the market'],
    ['+44 7400 123456', 'us', '447400123456', 'a UK mobile'],
    ['+7 916 000 05 21', 'us', '79160000521', 'a Russian mobile'],
    ['+79162028890', 'us', '79162028890', 'a Russian mobile in E.164, as the login dialog sends it'],
    ['8 916 000 05 22', 'ru', '79160000522', 'a Russian mobile written nationally in the Russian market'],
  ])('%s (market %s) is the number %s: %s', async (phone, market, number) => {
    expect(await login('WA', phone, number, market)).toBe(number);
  });

  test('without a market in the call, national numbers are read in the visit’s market and the SMS is English', async () => {
    const started = await start('WA', { phone: '212 555 0103' });
    expect(started.statusCode, started.body).toBe(200);
    expect((await outbox(t, '12125550103'))[0]!.body).toMatch(/^Your login code:/);
  });

  test("the visit's language cookie, where its market offers it, names the SMS's language", async () => {
    await start('WA', { phone: '+1 212 555 0104', market: 'us' }, { language: 'es-ES' });
    expect((await outbox(t, '12125550104'))[0]!.body).toMatch(/^Tu código de acceso: \d{6}\./);
  });

  test.each([
    ['+44 20 7946 0958', 'a landline'],
    ['+1 555 555 5555', 'no such area code'],
    ['+1 212 555 010', 'a digit short'],
    ['phone', 'no digits'],
  ])('%s (%s) is refused, in words that name no country', async (phone) => {
    const refused = await start('WA', { phone, market: 'us' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'phone: Phone must be a mobile number with its country code (E.164), e.g. +12125550100',
      code: 'invalid_phone',
    });
    expect(refused.json().message).not.toMatch(/Russian/);
  });

  test('identifier-check follows the same rule', async () => {
    await login('WA', '+1 212 555 0105', '12125550105', 'us');
    const check = (brand: Brand, identifier: string) =>
      t.app.inject({ method: 'POST', url: '/api/identifier-check', headers: { host: hosts[brand] }, payload: { identifier } });
    expect((await check('WA', '+1 (212) 555-0105')).json()).toEqual({ status: 'registered' });
    expect((await check('WA', '+1 212 555 0199')).json()).toEqual({ status: 'not_registered' });
    const bad = await check('WA', '+44 20 7946 0958');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'identifier: must be a mobile number with its country code or an e-mail' });
    expect((await check('AS', '+1 212 555 0105')).json()).toMatchObject({ message: 'identifier: must be a Russian phone number or an e-mail' });
  });
});
