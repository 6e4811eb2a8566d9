import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { UserTokens } from '../../../auth/jwt';
import { deriveKey } from '../../../auth/secret';
import { buildTestApp, testJwtSecret, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, passenger, phoneLogin, searchParams, ticket } from './helpers';

/**
 * Every private call of the user service against every kind of bad token: each must answer 401
 * `User is not authorized` and change nothing, and answer with the account's data once the token
 * is good.
 */
const privateCalls: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object][] = [
  ['GET', '/api/v2/user'],
  ['GET', '/api/v2/user/settings'],
  ['POST', '/api/v2/user/settings', { settings: { currency: 'eur' } }],
  ['PATCH', '/api/user/settings', { currency: 'eur' }],
  ['POST', '/api/v2/user/active_email?uid=a', { email: 'guard@example.com', marketing_accepted: false }],
  ['POST', '/api/user/request-data', { email: 'guard@example.com' }],
  ['GET', '/api/user/paid-content'],
  ['GET', '/api/v1/web/aviasales/user/passengers.json'],
  ['PUT', '/api/v1/web/aviasales/user/passengers/actualize.json', { passengers: [passenger()] }],
  ['GET', '/api/v2/user/searches/'],
  ['POST', '/api/v2/user/searches/', { search: { id: 'guard', ticket: ticket(), search_params: searchParams() } }],
  ['GET', '/api/v2/marketing/subscriptions'],
  ['POST', '/api/v2/marketing/subscriptions', { market: 'ru', language: 'ru', email: 'guard@example.com' }],
  ['DELETE', '/api/v2/logout'],
  ['DELETE', '/api/user'],
];

let t: TestApp;
let victim: { jwt: string; id: string; sessionId: string };
let other: { jwt: string; id: string; sessionId: string };
const jwtKey = deriveKey(new TextEncoder().encode(testJwtSecret), 'jwt');
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };

beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) });
  const a = await phoneLogin(t, '79035550001');
  const b = await phoneLogin(t, '79035550002');
  victim = { jwt: a.jwt, id: claimsOf(a.jwt).sub, sessionId: claimsOf(a.jwt).sid };
  other = { jwt: b.jwt, id: claimsOf(b.jwt).sub, sessionId: claimsOf(b.jwt).sid };
});
afterAll(() => t.close());

const badTokens: [string, () => Promise<Record<string, string>>][] = [
  ['no Authorization header', async () => ({})],
  ['a scheme other than Bearer', async () => ({ authorization: `Basic ${victim.jwt}` })],
  ['garbage', async () => bearer('not.a.jwt')],
  ['expired', async () => bearer(await new UserTokens(jwtKey, () => Date.now() - 40 * 86_400_000).sign({ userId: victim.id, sessionId: victim.sessionId }))],
  [
    'signed with another key',
    async () =>
      bearer(await new UserTokens(new TextEncoder().encode('another-secret-of-at-least-32-chars!!')).sign({ userId: victim.id, sessionId: victim.sessionId })),
  ],
  [
    'alg: none',
    async () =>
      bearer(
        new UnsecuredJWT({ sid: victim.sessionId })
          .setIssuer('travel-app')
          .setAudience('user-service')
          .setSubject(victim.id)
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
      ),
  ],
  [
    'HS512 with the right key (algorithm not allowed)',
    async () =>
      bearer(
        await new SignJWT({ sid: victim.sessionId })
          .setProtectedHeader({ alg: 'HS512' })
          .setIssuer('travel-app')
          .setAudience('user-service')
          .setSubject(victim.id)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(jwtKey),
      ),
  ],
  [
    "another user's token with its payload changed to this user",
    async () => {
      const [header, payload, signature] = other.jwt.split('.');
      const forged = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: victim.id };
      return bearer(`${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`);
    },
  ],
  ["a signed token naming another user's session", async () => bearer(await new UserTokens(jwtKey).sign({ userId: victim.id, sessionId: other.sessionId }))],
  [
    'a token of another issuer or audience',
    async () =>
      bearer(
        await new SignJWT({ sid: victim.sessionId })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('elsewhere')
          .setAudience('user-service')
          .setSubject(victim.id)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(jwtKey),
      ),
  ],
];

test.each(privateCalls)('%s %s: 401 for every bad token, then 2xx with a valid one', async (method, url, payload) => {
  for (const [name, headers] of badTokens) {
    const response = await t.app.inject({ method, url, headers: await headers(), ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${name}: ${response.body}`).toBe(401);
    expect(response.json(), name).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'User is not authorized', code: 'not_authorized' });
  }
  // Nothing changed for the victim: the account and its session are still there.
  expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(victim.jwt) })).statusCode).toBe(200);
  // A fresh login of another person gets through the same call (the guard is not just closed).
  const fresh = await phoneLogin(t, `7903556${String(privateCalls.findIndex(([m, u]) => m === method && u === url)).padStart(4, '0')}`);
  const good = await t.app.inject({ method, url, headers: bearer(fresh.jwt), ...(payload ? { payload } : {}) });
  expect(good.statusCode, good.body).toBeLessThan(500);
  // Past the guard the call's own rules apply: a fresh account has no active e-mail to report to.
  expect(url === '/api/user/request-data' ? [422] : [200, 204]).toContain(good.statusCode);
});

test('the list above is every private route the OpenAPI document has for the user service', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  // Other modules' private calls check the same JWT; their own tests list theirs.
  const otherHosts = ['/api/favorites/', '/api/my-orders/', '/api/payments/'];
  const withUnauthorized = Object.entries(document.paths)
    .filter(([path]) => !otherHosts.some((host) => path.startsWith(host)))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.responses?.['401'] !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
  const listed = new Set(privateCalls.map(([method, url]) => `${method} ${url.split('?')[0]}`));
  // 401 of their own: a refused ID token, no handoff cookie, the test provider's client authentication.
  const publicWith401 = new Set(['POST /api/v2/jwt_auth', 'GET /api/v2/auth/v2/jwt', 'POST /auth/test-oidc/token']);
  expect(withUnauthorized.filter((route) => !publicWith401.has(route)).sort()).toEqual([...listed].sort());
});

test('an anonymous caller gets 401 before its body is read: a bad body, broken JSON or a huge one tell nothing of the contract', async () => {
  const anonymous = [
    { method: 'POST', url: '/api/user/request-data', payload: { email: 42, extra: true } },
    { method: 'POST', url: '/api/user/request-data', headers: { 'content-type': 'application/json' }, payload: '{"email":' },
    { method: 'PATCH', url: '/api/user/settings', payload: { no_such_setting: 1 } },
    { method: 'POST', url: '/api/payments/v1/payments', payload: { card: 'none' } },
    { method: 'POST', url: '/api/favorites/v1/subscriptions', payload: { search_params: 'x'.repeat(2_000_000) } },
  ] as const;
  for (const call of anonymous) {
    const response = await t.app.inject(call);
    expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'User is not authorized', code: 'not_authorized' });
  }
  // With a valid token the same bad body is the contract's 400.
  const response = await t.app.inject({ method: 'POST', url: '/api/user/request-data', headers: bearer(victim.jwt), payload: { email: 42 } });
  expect(response.statusCode, response.body).toBe(400);
});
