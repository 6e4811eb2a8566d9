import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import { CodeHasher, newCode } from '../codes';
import { parseUserAuthConfig } from '../config';
import { bearerToken, UserTokens } from '../jwt';
import { deriveKey, loadAuthSecret } from '../secret';

const key = new TextEncoder().encode('k'.repeat(48));
const claims = { userId: '7a92f82c-bc38-4c97-a8bc-8676f88a2996', sessionId: '3849ad7a-96d0-47ff-95e5-182eedac0395' };

describe('UserTokens', () => {
  test('a token it signed verifies to its claims until it expires', async () => {
    let now = Date.parse('2026-11-01T00:00:00Z');
    const tokens = new UserTokens(key, () => now);
    const jwt = await tokens.sign(claims, 60);
    expect(await tokens.verify(jwt)).toEqual(claims);
    now += 61_000;
    expect(await tokens.verify(jwt)).toBeNull();
  });

  test('alg none, another key, a changed payload, another algorithm and garbage are refused', async () => {
    const tokens = new UserTokens(key);
    const jwt = await tokens.sign(claims);
    const [header, , signature] = jwt.split('.');
    const changed = Buffer.from(
      JSON.stringify({ sid: claims.sessionId, sub: 'someone-else', iss: 'travel-app', aud: 'user-service', iat: 1, exp: 9e9 }),
    ).toString('base64url');
    const candidates = [
      new UnsecuredJWT({ sid: claims.sessionId })
        .setSubject(claims.userId)
        .setIssuer('travel-app')
        .setAudience('user-service')
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode(),
      await new UserTokens(new TextEncoder().encode('o'.repeat(48))).sign(claims),
      `${header}.${changed}.${signature}`,
      await new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS384' })
        .setSubject(claims.userId)
        .setIssuer('travel-app')
        .setAudience('user-service')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key),
      'a.b.c',
      '',
      undefined,
    ];
    for (const candidate of candidates) expect(await tokens.verify(candidate)).toBeNull();
  });

  test('bearerToken reads only a Bearer header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('one-time codes', () => {
  test('six digits; the hash is bound to its session and key', () => {
    const codes = Array.from({ length: 200 }, newCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
    const hasher = new CodeHasher(deriveKey(key, 'phone-code'));
    const stored = hasher.hash('session-1', '123456');
    expect(hasher.matches('session-1', '123456', stored)).toBe(true);
    expect(hasher.matches('session-1', '123457', stored)).toBe(false);
    expect(hasher.matches('session-2', '123456', stored)).toBe(false);
    expect(new CodeHasher(deriveKey(key, 'other')).matches('session-1', '123456', stored)).toBe(false);
  });
});

describe('the secret', () => {
  test('USER_JWT_SECRET when set; otherwise generated once into the file with owner-only permissions, then reused', () => {
    expect(new TextDecoder().decode(loadAuthSecret({ jwtSecret: 's'.repeat(40), jwtSecretFile: '/nonexistent/x' }).secret)).toBe('s'.repeat(40));
    const file = join(mkdtempSync(join(tmpdir(), 'user-secret-')), 'var', 'user-jwt-secret');
    const first = loadAuthSecret({ jwtSecretFile: file });
    expect(first.generated).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    const second = loadAuthSecret({ jwtSecretFile: file });
    expect(second.generated).toBe(false);
    expect(Buffer.from(second.secret).equals(Buffer.from(first.secret))).toBe(true);
  });

  test('keys derived for different purposes differ', () => {
    expect(Buffer.from(deriveKey(key, 'jwt')).equals(Buffer.from(deriveKey(key, 'phone-code')))).toBe(false);
  });
});

describe('parseUserAuthConfig', () => {
  test('defaults: outbox gateways, no providers, generated secret file', () => {
    expect(parseUserAuthConfig({})).toEqual({
      jwtSecret: undefined,
      jwtSecretFile: './var/user-jwt-secret',
      publicUrl: undefined,
      sms: undefined,
      smtpUrl: undefined,
      mailFrom: 'Aviasmart <no-reply@localhost>',
      providers: [],
      codeResendMs: 60_000,
      phoneAuthRateLimit: 10,
      accountRateLimit: 20,
    });
  });

  test('providers, SMS and SMTP from the environment', () => {
    const config = parseUserAuthConfig({
      AUTH_PROVIDERS: 'google, vk-id',
      AUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
      AUTH_GOOGLE_CLIENT_ID: 'g-client',
      AUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
      AUTH_VK_ID_ISSUER: 'https://id.vk.com',
      AUTH_VK_ID_CLIENT_ID: 'vk-client',
      AUTH_VK_ID_SCOPE: 'openid email',
      SMS_GATEWAY_URL: 'https://sms.example/v1/messages',
      SMS_GATEWAY_TOKEN: 't',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
    });
    expect(config.providers).toEqual([
      { name: 'google', issuer: 'https://accounts.google.com', clientId: 'g-client', clientSecret: 'g-secret', scope: 'openid email profile' },
      { name: 'vk-id', issuer: 'https://id.vk.com', clientId: 'vk-client', clientSecret: undefined, scope: 'openid email' },
    ]);
    expect(config.sms).toEqual({ url: 'https://sms.example/v1/messages', token: 't', sender: 'Aviasmart' });
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example:465');
  });

  test.each([
    [{ USER_JWT_SECRET: 'short' }, 'Invalid environment: USER_JWT_SECRET: USER_JWT_SECRET must be at least 32 characters'],
    [{ AUTH_PROVIDERS: 'google' }, 'Invalid environment: AUTH_GOOGLE_ISSUER: the issuer URL of google is required'],
    [
      { AUTH_PROVIDERS: 'google', AUTH_GOOGLE_ISSUER: 'https://accounts.google.com' },
      'Invalid environment: AUTH_GOOGLE_CLIENT_ID: the client id of google is required',
    ],
    [{ AUTH_PROVIDERS: 'Bad Name' }, 'Invalid environment: AUTH_PROVIDERS: bad name is not a provider name (a-z, 0-9, _ and -)'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid environment: SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL'],
  ])('%j stops start-up: %s', (env, message) => {
    expect(() => parseUserAuthConfig(env)).toThrow(message);
  });
});
