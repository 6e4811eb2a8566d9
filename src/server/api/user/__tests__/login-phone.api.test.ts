import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UserResponse } from '../../../../contracts/user';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { userApi } from '..';
import { phoneAuthSessions, users } from '../schema';
import { bearer, finishResult, latestCode, outbox, phoneLogin, socialLogin, startPhoneLogin } from './helpers';

// The mounted module runs on the real clock; the one at /clocked on a clock moved by hand from
// now (its tokens are read by the mounted module too, so it starts on the real day).
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) });
  await t.app.register(userApi, { prefix: '/clocked', now: () => clock });
});
afterAll(() => t.close());

const finish = (payload: object, prefix = '') => t.app.inject({ method: 'POST', url: `${prefix}/api/v2/auth/phone/finish`, payload });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone login', () => {
  test('a code goes to the outbox; the session and code give a JWT and is_new_user, then the account exists', async () => {
    const sessionId = await startPhoneLogin(t, '+7 (916) 000-00-01', '/clocked');
    const [sms] = await outbox(t, '79160000001');
    expect(sms).toMatchObject({ channel: 'sms', recipient: '79160000001' });
    const code = await latestCode(t, '79160000001');
    const first = await finish({ code, session_id: sessionId }, '/clocked');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ is_new_user: true });
    const user = UserResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(first.json().jwt) })).json());
    expect(user.user_info).toMatchObject({ phone: '79160000001', last_login_method: 'phone' });

    // The same phone a minute later (a new code waits a minute) finds the same account.
    clock += 61_000;
    const again = await phoneLogin(t, '79160000001', '/clocked');
    expect(again.is_new_user).toBe(false);
    const same = UserResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(again.jwt) })).json());
    expect(same.user_info.id).toBe(user.user_info.id);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.phone, '79160000001'));
    expect(row?.marketingAccepted).toBe(true);
  });

  test("the code's text is Russian, or in the visit's language when its cookie names one its market offers", async () => {
    await startPhoneLogin(t, '79160000041');
    expect((await outbox(t, '79160000041'))[0]!.body).toMatch(/^Код для входа: \d{6}\. Никому его не сообщайте\.$/);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/phone',
      payload: { phone: '79160000042', market: 'ua' },
      cookies: { language: 'en' },
    });
    expect(english.statusCode).toBe(200);
    expect((await outbox(t, '79160000042'))[0]!.body).toMatch(/^Your login code: \d{6}\./);
    // A cookie that names no UI language changes nothing.
    await t.app.inject({ method: 'POST', url: '/api/v2/auth/phone', payload: { phone: '79160000043' }, cookies: { language: '__proto__' } });
    expect((await outbox(t, '79160000043'))[0]!.body).toMatch(/^Код для входа/);
  });

  test.each([
    ['7916123456', 'one digit short'],
    ['791612345678', 'one digit long'],
    ['74951234567', 'not 79'],
    ['+1 916 123 45 67', 'another country'],
    ['phone', 'no digits'],
  ])('%s (%s) is refused with the §5 rule', async (phone) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/auth/phone', payload: { phone, market: 'ru', marketing_accepted: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'phone: Phone must be a Russian mobile number: 79 and 9 digits', code: 'invalid_phone' });
  });

  test('the code is kept only as a keyed hash of 64 hex digits', async () => {
    const sessionId = await startPhoneLogin(t, '79160000002');
    const code = await latestCode(t, '79160000002');
    const [row] = await t.app.database.db.select().from(phoneAuthSessions).where(eq(phoneAuthSessions.id, sessionId));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code);
  });
});

describe('phone login: wrong codes, expiry and resends', () => {
  test('brute force: five wrong codes, then the sixth try is refused even with the right code, and no account is made', async () => {
    const sessionId = await startPhoneLogin(t, '79160000003');
    const code = await latestCode(t, '79160000003');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await finish({ code: wrongCode(code), session_id: sessionId });
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Wrong code', code: 'invalid_code' });
    }
    const sixth = await finish({ code, session_id: sessionId });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: 'Too many wrong codes, request a new one', code: 'too_many_attempts' });
    expect(await t.app.database.db.select().from(users).where(eq(users.phone, '79160000003'))).toEqual([]);
  });

  test('parallel guesses cannot get past the limit: of 12 at once at most 5 are compared', async () => {
    const sessionId = await startPhoneLogin(t, '79160000013');
    const code = await latestCode(t, '79160000013');
    const answers = await Promise.all(Array.from({ length: 12 }, () => finish({ code: wrongCode(code), session_id: sessionId })));
    expect(answers.filter((response) => response.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((response) => response.statusCode === 429)).toHaveLength(7);
    expect((await finish({ code, session_id: sessionId })).statusCode).toBe(429);
  });

  test('the right code on the fifth try still logs in; the session is then used up', async () => {
    const sessionId = await startPhoneLogin(t, '79160000004');
    const code = await latestCode(t, '79160000004');
    for (let attempt = 1; attempt <= 4; attempt++) expect((await finish({ code: wrongCode(code), session_id: sessionId })).statusCode).toBe(400);
    expect((await finish({ code, session_id: sessionId })).statusCode).toBe(200);
    const reused = await finish({ code, session_id: sessionId });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ message: 'Unknown session', code: 'unknown_session' });
  });

  test('an unknown session is 404; a malformed code or session id is 400 in the contract wording', async () => {
    expect((await finish({ code: '123456', session_id: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })).statusCode).toBe(404);
    const badCode = await finish({ code: '12ab', session_id: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' });
    expect(badCode.json()).toMatchObject({ statusCode: 400, message: 'Code must be 6 digits' });
    const badSession = await finish({ code: '123456', session_id: 'nope' });
    expect(badSession.json()).toMatchObject({ statusCode: 400, message: 'session_id must be a UUID' });
  });

  test('a code expires after 5 minutes', async () => {
    const sessionId = await startPhoneLogin(t, '79160000005', '/clocked');
    const code = await latestCode(t, '79160000005', '/clocked');
    clock += 5 * 60 * 1000 + 1;
    const response = await finish({ code, session_id: sessionId }, '/clocked');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Code expired, request a new one', code: 'code_expired' });
  });

  test('resend is throttled to one code a minute per phone, and five an hour', async () => {
    const phone = '79160000006';
    await startPhoneLogin(t, phone, '/clocked');
    const tooSoon = await t.app.inject({ method: 'POST', url: '/clocked/api/v2/auth/phone', payload: { phone } });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ message: 'A code was sent recently, wait before asking again', code: 'resend_too_soon' });
    // Another phone is not held up.
    await startPhoneLogin(t, '79160000007', '/clocked');
    for (let sent = 2; sent <= 5; sent++) {
      clock += 61_000;
      await startPhoneLogin(t, phone, '/clocked');
    }
    clock += 61_000;
    const sixth = await t.app.inject({ method: 'POST', url: '/clocked/api/v2/auth/phone', payload: { phone } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'too_many_codes' });
    clock += 60 * 60 * 1000;
    await startPhoneLogin(t, phone, '/clocked');
  });
});

describe('per-client rate limit on phone login', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ userAuth: { ...t.app.config.userAuth, phoneAuthRateLimit: 3, accountRateLimit: 2 } });
  });
  afterAll(() => limited.close());

  test('a client gets 3 starts a minute whatever the phone; another client (its own address) is counted apart, a forged X-Forwarded-For is not', async () => {
    const start = (phone: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      limited.app.inject({ method: 'POST', url: '/api/v2/auth/phone', payload: { phone }, remoteAddress, headers });
    for (let i = 1; i <= 3; i++) expect((await start(`7916000010${i}`, '203.0.113.5')).statusCode).toBe(200);
    expect((await start('79160000104', '203.0.113.5')).statusCode).toBe(429);
    expect((await start('79160000105', '203.0.113.5', { 'x-forwarded-for': '198.51.100.9' })).statusCode).toBe(429);
    expect((await start('79160000106', '203.0.113.6')).statusCode).toBe(200);
  });

  test('identifier-check, e-mail and social calls have their own per-client limit (RATE_LIMIT_ACCOUNT)', async () => {
    const check = () =>
      limited.app.inject({ method: 'POST', url: '/api/identifier-check', payload: { identifier: '79160000101' }, remoteAddress: '203.0.113.7' });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });
});

describe('logout and identifier-check', () => {
  test('logout ends the session: the same JWT is 401 afterwards', async () => {
    const { jwt } = await phoneLogin(t, '79160000020');
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(jwt) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/v2/logout', headers: bearer(jwt) });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(jwt) });
    expect(after.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v2/logout', headers: bearer(jwt) })).statusCode).toBe(401);
  });

  test('identifier-check tells registered phones and e-mails from new ones, and refuses anything else', async () => {
    await phoneLogin(t, '79160000021');
    const check = (identifier: string) => t.app.inject({ method: 'POST', url: '/api/identifier-check', payload: { identifier } });
    expect((await check('+7 916 000-00-21')).json()).toEqual({ status: 'registered' });
    expect((await check('79160000099')).json()).toEqual({ status: 'not_registered' });
    finishResult((await socialLogin(t, { email: 'checked@example.com' })).body);
    expect((await check('Checked@Example.com')).json()).toEqual({ status: 'registered' });
    expect((await check('someone@example.com')).json()).toEqual({ status: 'not_registered' });
    const bad = await check('hello');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'identifier: must be a Russian phone number or an e-mail' });
  });
});
