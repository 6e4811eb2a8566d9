import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuthJwtResponse } from '../../../../contracts/auth';
import { UserResponse } from '../../../../contracts/user';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { userSessions, userSocials, users } from '../schema';
import { admin, bearer, finishResult, socialLogin } from './helpers';

// The social login through the built-in OpenID provider, and what production leaves out.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) });
});
afterAll(() => t.close());

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
    expect(result.message).toMatchObject({
      ok: true,
      provider: 'test',
      is_new_user: true,
      user_info: { email_info: { active_email: 'social.one@example.com', activation_status: 'active' }, last_login_method: 'test' },
    });
    if (!result.message.ok) throw new Error('not ok');
    const me = UserResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(result.message.jwt) })).json());
    expect(me.socials).toEqual({ test: { email: 'social.one@example.com' } });
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, me.user_info.id));
    expect(row?.marketingAccepted).toBe(true);

    // The browser exchanges its handoff cookie once for a JWT.
    const cookie = finishPage.cookies.find((c) => c.name === 'auth_handoff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v2/auth/v2/jwt' });
    const exchange = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v2/auth/v2/jwt?uid=anon-1&redirect_uri=${encodeURIComponent('http://localhost:3000/my')}`,
        cookies: { auth_handoff: cookie.value },
      });
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
});

describe('social login: what is refused', () => {
  test('the test provider sends codes only to the callback on an own origin', async () => {
    const authorize = new URL(
      (
        await t.app.inject({
          method: 'GET',
          url: `/auth/v2/test?uid=anon-1&redirect_uri=${encodeURIComponent('http://localhost:3000/my')}&market=ru&marketing_accepted=0`,
        })
      ).headers.location as string,
    );
    for (const foreign of [
      'http://attacker.example/auth/v2/test/callback',
      'http://localhost:3000/auth/v2/other/callback',
      'http://localhost:3000/auth/v2/test/callback?x=1',
    ]) {
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
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/auth/v2/test?redirect_uri=${encodeURIComponent('https://evil.example/steal')}&market=ru&marketing_accepted=0`,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: 'redirect_uri: must be a page of this app' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/auth/v2/nosuch?redirect_uri=${encodeURIComponent('http://localhost:3000/')}&market=ru&marketing_accepted=0`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(finishResult(unknown.body)!.message).toMatchObject({ ok: false, error: 'Unknown provider' });
    const badFlag = await t.app.inject({
      method: 'GET',
      url: `/auth/v2/test?redirect_uri=${encodeURIComponent('http://localhost:3000/')}&marketing_accepted=yes`,
    });
    expect(badFlag.statusCode).toBe(400);
  });

  test('a callback without a login of ours (forged or replayed state) posts nothing and logs nobody in', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/auth/v2/test/callback?state=forged&code=abc' });
    expect(forged.statusCode).toBe(400);
    expect(finishResult(forged.body)).toBeNull();

    // Replaying a finished callback: the state was used once.
    const popup = await t.app.inject({
      method: 'GET',
      url: `/auth/v2/test?redirect_uri=${encodeURIComponent('http://localhost:3000/')}&market=ru&marketing_accepted=0`,
    });
    const authorize = new URL(popup.headers.location as string);
    const form = new URLSearchParams(authorize.searchParams);
    form.set('email', 'replay@example.com');
    form.set('action', 'allow');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/auth/test-oidc/authorize',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
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
