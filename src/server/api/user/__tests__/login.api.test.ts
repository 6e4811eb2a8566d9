import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuthJwtResponse } from '../../../../contracts/auth';
import { UserResponse } from '../../../../contracts/user';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { userApi } from '..';
import { phoneAuthSessions, userSessions, userSocials, users } from '../schema';
import { admin, bearer, finishResult, latestCode, outbox, phoneLogin, socialLogin, startPhoneLogin } from './helpers';

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
    const english = await t.app.inject({ method: 'POST', url: '/api/v2/auth/phone', payload: { phone: '79160000042', market: 'ua' }, cookies: { language: 'en' } });
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
    const check = () => limited.app.inject({ method: 'POST', url: '/api/identifier-check', payload: { identifier: '79160000101' }, remoteAddress: '203.0.113.7' });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });
});

describe('social login through the built-in test provider', () => {
  test('outside production the login dialog is offered the test provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providers: ['test'] });
  });

  test('the popup goes to the provider with PKCE, state and nonce; the finish page posts jwt, user_info and is_new_user to the exact opener origin', async () => {
    const finishPage = await socialLogin(t, { email: 'Social.One@Example.com', redirectUri: 'http://localhost:3000/ru/my?tab=1' });
    expect(finishPage.statusCode, finishPage.body).toBe(200);
    expect(finishPage.headers['cache-control']).toBe('no-store');
    // The popup keeps its opener after the provider's origin; the app's pages let their popups keep them.
    expect(finishPage.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(finishPage.body).toContain('<script src="/auth/finish.js"></script>');
    const result = finishResult(finishPage.body)!;
    expect(result.targetOrigin).toBe('http://localhost:3000');
    expect(result.message).toMatchObject({ ok: true, provider: 'test', is_new_user: true, user_info: { email_info: { active_email: 'social.one@example.com', activation_status: 'active' }, last_login_method: 'test' } });
    if (!result.message.ok) throw new Error('not ok');
    const me = UserResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(result.message.jwt) })).json());
    expect(me.socials).toEqual({ test: { email: 'social.one@example.com' } });
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, me.user_info.id));
    expect(row?.marketingAccepted).toBe(true);

    // The browser exchanges its handoff cookie once for a JWT.
    const cookie = finishPage.cookies.find((c) => c.name === 'auth_handoff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v2/auth/v2/jwt' });
    const exchange = () =>
      t.app.inject({ method: 'GET', url: `/api/v2/auth/v2/jwt?uid=anon-1&redirect_uri=${encodeURIComponent('http://localhost:3000/my')}`, cookies: { auth_handoff: cookie.value } });
    const first = await exchange();
    expect(first.statusCode, first.body).toBe(200);
    const jwt = AuthJwtResponse.parse(first.json()).jwt;
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(jwt) })).json().user_info.id).toBe(me.user_info.id);
    const second = await exchange();
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ message: 'User is not authorized', code: 'not_authorized' });

    // Logging in again with the same e-mail is the same account.
    const again = finishResult((await socialLogin(t, { email: 'social.one@example.com' })).body)!;
    expect(again.message).toMatchObject({ ok: true, is_new_user: false, user_info: { id: me.user_info.id } });
  });

  test("a login started on the second brand's host comes back to that host, the only origin its opener accepts", async () => {
    const popup = await t.app.inject({
      method: 'GET',
      url: `/auth/v2/test?uid=anon-1&redirect_uri=${encodeURIComponent('http://wa.localhost:3000/my')}&market=us&marketing_accepted=0`,
    });
    expect(popup.statusCode, popup.body).toBe(302);
    const redirectUri = new URL(popup.headers.location as string).searchParams.get('redirect_uri');
    expect(redirectUri).toBe('http://wa.localhost:3000/auth/v2/test/callback');
    const finishPage = await socialLogin(t, { email: 'wa.one@example.com', redirectUri: 'http://wa.localhost:3000/my' });
    expect(finishPage.statusCode, finishPage.body).toBe(200);
    expect(finishResult(finishPage.body)!).toMatchObject({ targetOrigin: 'http://wa.localhost:3000', message: { ok: true } });
  });

  test('the test provider sends codes only to the callback on an own origin', async () => {
    const authorize = new URL(
      (await t.app.inject({ method: 'GET', url: `/auth/v2/test?uid=anon-1&redirect_uri=${encodeURIComponent('http://localhost:3000/my')}&market=ru&marketing_accepted=0` })).headers.location as string,
    );
    for (const foreign of ['http://attacker.example/auth/v2/test/callback', 'http://localhost:3000/auth/v2/other/callback', 'http://localhost:3000/auth/v2/test/callback?x=1']) {
      authorize.searchParams.set('redirect_uri', foreign);
      const page = await t.app.inject({ method: 'GET', url: authorize.pathname + authorize.search, headers: admin });
      expect(page.statusCode, foreign).toBe(400);
    }
  });

  test('the provider refusing (Cancel) posts an error to the opener and logs nobody in', async () => {
    const before = await t.app.database.db.select().from(userSessions);
    const page = await socialLogin(t, { email: 'nobody@example.com', deny: true });
    expect(page.statusCode).toBe(400);
    expect(finishResult(page.body)!.message).toEqual({ type: 'travel-app:social-auth', ok: false, provider: 'test', error: 'access_denied' });
    expect(await t.app.database.db.select().from(userSessions)).toHaveLength(before.length);
    expect(await t.app.database.db.select().from(userSocials).where(eq(userSocials.email, 'nobody@example.com'))).toEqual([]);
  });

  test('a redirect_uri outside the app is refused before anything starts; an unknown provider posts an error', async () => {
    const foreign = await t.app.inject({ method: 'GET', url: `/auth/v2/test?redirect_uri=${encodeURIComponent('https://evil.example/steal')}&market=ru&marketing_accepted=0` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: 'redirect_uri: must be a page of this app' });
    const unknown = await t.app.inject({ method: 'GET', url: `/auth/v2/nosuch?redirect_uri=${encodeURIComponent('http://localhost:3000/')}&market=ru&marketing_accepted=0` });
    expect(unknown.statusCode).toBe(404);
    expect(finishResult(unknown.body)!.message).toMatchObject({ ok: false, error: 'Unknown provider' });
    const badFlag = await t.app.inject({ method: 'GET', url: `/auth/v2/test?redirect_uri=${encodeURIComponent('http://localhost:3000/')}&marketing_accepted=yes` });
    expect(badFlag.statusCode).toBe(400);
  });

  test('a callback without a login of ours (forged or replayed state) posts nothing and logs nobody in', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/auth/v2/test/callback?state=forged&code=abc' });
    expect(forged.statusCode).toBe(400);
    expect(finishResult(forged.body)).toBeNull();

    // Replaying a finished callback: the state was used once.
    const popup = await t.app.inject({ method: 'GET', url: `/auth/v2/test?redirect_uri=${encodeURIComponent('http://localhost:3000/')}&market=ru&marketing_accepted=0` });
    const authorize = new URL(popup.headers.location as string);
    const form = new URLSearchParams(authorize.searchParams);
    form.set('email', 'replay@example.com');
    form.set('action', 'allow');
    const signedIn = await t.app.inject({ method: 'POST', url: '/auth/test-oidc/authorize', headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    const callback = new URL(signedIn.headers.location as string);
    expect((await t.app.inject({ method: 'GET', url: callback.pathname + callback.search })).statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(replay.statusCode).toBe(400);
    expect(finishResult(replay.body)).toBeNull();
  });

  test('the test provider is private: without the admin token or a local name its pages do not exist', async () => {
    const outside = await t.app.inject({ method: 'GET', url: '/auth/test-oidc/.well-known/openid-configuration', headers: { host: 'stand.example' } });
    expect(outside.statusCode).toBe(404);
    const discovery = await t.app.inject({ method: 'GET', url: '/auth/test-oidc/.well-known/openid-configuration', headers: admin });
    expect(discovery.json()).toMatchObject({ issuer: 'http://localhost:3000/auth/test-oidc', code_challenge_methods_supported: ['S256'] });
  });

  test('the finish script posts to the origin it is given, never "*"', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/auth/finish.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.opener.postMessage(data.message, data.targetOrigin)');
    expect(script.body).not.toContain("'*'");
  });
});

describe('in production', () => {
  test('neither the outbox page nor the test provider exists, and the provider test is unknown', async () => {
    const production = await buildTestApp({ environment: 'production', brandHosts: { 'aviasmart.example': 'AS' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/v2/outbox?format=json', headers: admin })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/auth/test-oidc/.well-known/openid-configuration', headers: admin })).statusCode).toBe(404);
      const popup = await production.app.inject({ method: 'GET', url: `/auth/v2/test?redirect_uri=${encodeURIComponent('https://aviasmart.example/')}` });
      expect(popup.statusCode).toBe(404);
      expect(finishResult(popup.body)).toMatchObject({ targetOrigin: 'https://aviasmart.example', message: { ok: false, error: 'Unknown provider' } });
      // The login dialog is offered no provider.
      expect((await production.app.inject({ method: 'GET', url: '/api/v2/auth/providers' })).json()).toEqual({ providers: [] });
      // Phone login still works; its code goes where production sends it, not to a page.
      expect((await production.app.inject({ method: 'POST', url: '/api/v2/auth/phone', payload: { phone: '79160000030' } })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
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
