import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuthResult } from '../../../../contracts/auth';
import { UserResponse } from '../../../../contracts/user';
import { HttpSms } from '../../../auth/gateways';
import { loadConfig } from '../../../config';
import { buildTestApp, testJwtSecret, type TestApp } from '../../../testing/test-app';
import { admin, bearer } from './helpers';

/**
 * The production adapters against local stand-ins: an OpenID provider (discovery and JWKS over
 * HTTP, the keys only it has) for `jwt_auth`, and an HTTP SMS provider for the phone login.
 */
let provider: Server;
let issuer: string;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
const kid = 'provider-key-1';

let sms: Server;
let smsUrl: string;
let smsStatus = 200;
const smsReceived: { body: { to: string; from: string; text: string }; headers: IncomingMessage['headers'] }[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  signingKey = privateKey;
  ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  provider = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    } else if (request.url === '/jwks') response.end(JSON.stringify(jwks));
    else response.writeHead(404).end('{}');
  });
  issuer = await listen(provider);

  sms = createServer(async (request, response) => {
    smsReceived.push({ body: JSON.parse(await readBody(request)), headers: request.headers });
    response.writeHead(smsStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'msg-1', status: smsStatus === 200 ? 'queued' : 'error' }));
  });
  smsUrl = `${await listen(sms)}/v1/messages`;
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
  await new Promise((resolve) => sms.close(resolve));
});

const idToken = (claims: Record<string, unknown>, { key = signingKey, keyId = kid, audience = 'acme-client', iss = issuer, expiresIn = '5m' } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: keyId })
    .setIssuer(iss)
    .setAudience(audience)
    .setSubject('acme-user-1')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);

describe('jwt_auth with a configured OpenID provider (AUTH_PROVIDERS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const userAuth = loadConfig({
      USER_JWT_SECRET: testJwtSecret,
      AUTH_PROVIDERS: 'acme',
      AUTH_ACME_ISSUER: issuer,
      AUTH_ACME_CLIENT_ID: 'acme-client',
      SMS_GATEWAY_URL: smsUrl,
      SMS_GATEWAY_TOKEN: 'sms-secret-token',
    }).userAuth;
    t = await buildTestApp({ userAuth });
  });
  afterAll(() => t.close());

  const jwtAuth = (body: object) => t.app.inject({ method: 'POST', url: '/api/v2/jwt_auth?market=ru', payload: body });

  test("the provider's ID token (checked against its published keys) logs in; the same subject is the same account", async () => {
    const first = await jwtAuth({
      provider: 'acme',
      uid: 'anon-1',
      id_token: await idToken({ email: 'Acme.User@Example.com', email_verified: true }),
      source: 'one_tap',
    });
    expect(first.statusCode, first.body).toBe(200);
    const result = AuthResult.parse(first.json());
    expect(result.is_new_user).toBe(true);
    const me = UserResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(result.jwt) })).json());
    expect(me.socials).toEqual({ acme: { email: 'acme.user@example.com' } });
    expect(me.user_info).toMatchObject({ last_login_method: 'acme', email_info: { active_email: 'acme.user@example.com', activation_status: 'active' } });
    const second = AuthResult.parse((await jwtAuth({ provider: 'acme', id_token: await idToken({}) })).json());
    expect(second.is_new_user).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(second.jwt) })).json().user_info.id).toBe(me.user_info.id);
  });

  test.each([
    ['signed by a key the provider does not publish', () => idToken({}, { key: strangerKey })],
    ['for another client', () => idToken({}, { audience: 'someone-else' })],
    ['from another issuer', () => idToken({}, { iss: 'https://evil.example' })],
    ['expired', () => idToken({}, { expiresIn: '-1m' })],
    ['not a JWT', async () => 'not-a-token'],
  ])('an ID token %s is 401', async (_name, make) => {
    const response = await jwtAuth({ provider: 'acme', id_token: await make() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'ID token is not valid', code: 'invalid_id_token' });
  });

  test('the login dialog is offered the configured providers, and the test provider outside production; the list may be cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth/providers' });
    expect(response.json()).toEqual({ providers: ['acme', 'test'] });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  test('an unknown provider is 400', async () => {
    const response = await jwtAuth({ provider: 'nosuch', id_token: await idToken({}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'provider: Unknown provider', code: 'unknown_provider' });
  });

  test('with SMS_GATEWAY_URL the code goes to the HTTP provider (bearer token, +7 number) and not to the outbox', async () => {
    smsReceived.length = 0;
    const start = await t.app.inject({ method: 'POST', url: '/api/v2/auth/phone', payload: { phone: '+7 999 000 11 22' } });
    expect(start.statusCode, start.body).toBe(200);
    expect(smsReceived).toHaveLength(1);
    expect(smsReceived[0]!.headers.authorization).toBe('Bearer sms-secret-token');
    expect(smsReceived[0]!.body).toMatchObject({ to: '+79990001122', from: 'Aviasmart' });
    const code = smsReceived[0]!.body.text.match(/\d{6}/)![0];
    const finish = await t.app.inject({ method: 'POST', url: '/api/v2/auth/phone/finish', payload: { code, session_id: start.json().session_id } });
    expect(finish.statusCode, finish.body).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/v2/outbox?format=json&recipient=79990001122', headers: admin });
    expect(outbox.json().messages).toEqual([]);
  });
});

describe('HttpSms', () => {
  test('a refusal or an unreachable provider is an error naming the status, never the number or text', async () => {
    smsStatus = 503;
    const gateway = new HttpSms({ url: smsUrl, sender: 'Aviasmart' });
    const refused = await gateway.send('79161234567', 'Your login code: 123456').catch((error: Error) => error);
    expect(refused).toMatchObject({ name: 'GatewayError', message: 'SMS provider answered 503' });
    smsStatus = 200;
    await expect(gateway.send('79161234567', 'Your login code: 123456')).resolves.toBeUndefined();

    const unreachable = new HttpSms({ url: 'http://127.0.0.1:9/v1/messages', sender: 'Aviasmart', timeoutMs: 1000 });
    const error = (await unreachable.send('79161234567', 'Your login code: 123456').catch((e: Error) => e)) as Error;
    expect(error.name).toBe('GatewayError');
    expect(error.message).not.toMatch(/7916|123456/);
  });
});
