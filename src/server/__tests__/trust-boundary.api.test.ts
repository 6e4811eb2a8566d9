import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppConfig } from '../config';
import { setCookie } from '../ssr/visitor';
import { placesFixture } from '../testing/places-fixture';
import { searchQuery } from '../testing/search-query';
import { buildTestApp, type TestApp } from '../testing/test-app';

const forged = { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'https' };
const proxy = '10.0.0.1';

/** A test app with a route echoing what the server believes of the client, and one setting a cookie as pages do. */
async function appWith(overrides: Partial<AppConfig>): Promise<TestApp> {
  const t = await buildTestApp({ searchRateLimit: 2, ...overrides }, { places: placesFixture });
  t.app.get('/test/client', { config: { rateLimit: false } }, async (request) => ({ ip: request.ip, hostname: request.hostname, protocol: request.protocol }));
  t.app.get('/test/cookie', { config: { rateLimit: false } }, async (request, reply) => {
    setCookie(request, reply, { name: 'market', value: 'ru', maxAge: 60 });
    return reply.send({});
  });
  return t;
}

const client = async (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: '/test/client', remoteAddress, headers: { host: 'www.aviasales.ru', ...headers } })).json();

const departDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const startSearch = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/search/v1/searches',
    remoteAddress,
    headers: { host: 'www.aviasales.ru', ...headers },
    payload: searchQuery({ departDate }),
  });

describe('production with no trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ environment: 'production' });
  });
  afterAll(() => t.close());

  test('forwarded headers change nothing the server believes of the client', async () => {
    expect(await client(t, '203.0.113.5', forged)).toEqual({ ip: '203.0.113.5', hostname: 'www.aviasales.ru', protocol: 'http' });
    expect(await client(t, '203.0.113.5', { forwarded: 'for=127.0.0.1;host=localhost;proto=https' })).toEqual({
      ip: '203.0.113.5',
      hostname: 'www.aviasales.ru',
      protocol: 'http',
    });
  });

  test('the rate limit holds against a rotating X-Forwarded-For, answering 429 with Retry-After', async () => {
    const statuses = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await startSearch(t, '203.0.113.6', { ...forged, 'x-forwarded-for': `198.51.100.${i + 10}` });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('cookies are Secure by configuration, whatever X-Forwarded-Proto says', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }, { 'x-forwarded-proto': 'https' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/test/cookie', remoteAddress: '203.0.113.5', headers });
      expect(String(response.headers['set-cookie'])).toBe('market=ru; Max-Age=60; Path=/; Secure; SameSite=Lax');
    }
  });

  test('HSTS is sent, and the CSP allows no style attributes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'www.aviasales.ru' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src-attr 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  test('credentialed CORS answers configured brand hosts over https only, and no localhost port', async () => {
    const cors = async (origin: string) =>
      (await t.app.inject({ method: 'OPTIONS', url: '/a/j', headers: { origin, 'access-control-request-method': 'POST' } })).headers[
        'access-control-allow-origin'
      ];
    expect(await cors('http://localhost:5173')).toBeUndefined();
    expect(await cors('http://wa.localhost:3000')).toBeUndefined();
    expect(await cors('http://127.0.0.1:8080')).toBeUndefined();
    expect(await cors('https://evil.example')).toBeUndefined();
  });
});

describe('production with configured brand hosts', () => {
  test('their https origins get credentialed CORS', async () => {
    const t = await buildTestApp({ environment: 'production', brandHosts: { 'aviasmart.example': 'AS' } });
    try {
      const cors = async (origin: string) =>
        (await t.app.inject({ method: 'OPTIONS', url: '/a/j', headers: { origin, 'access-control-request-method': 'POST' } })).headers[
          'access-control-allow-origin'
        ];
      expect(await cors('https://aviasmart.example')).toBe('https://aviasmart.example');
      expect(await cors('http://aviasmart.example')).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('a local run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ environment: 'local' });
  });
  afterAll(() => t.close());

  test('no HSTS, cookies not Secure even when X-Forwarded-Proto says https, local origins get CORS', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['strict-transport-security']).toBeUndefined();
    expect(String(health.headers['content-security-policy'])).toContain("style-src-attr 'none'");
    const cookie = await t.app.inject({ method: 'GET', url: '/test/cookie', headers: { 'x-forwarded-proto': 'https' } });
    expect(String(cookie.headers['set-cookie'])).toBe('market=ru; Max-Age=60; Path=/; SameSite=Lax');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/a/j',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  test('COOKIE_SECURE overrides the environment', async () => {
    const secure = await appWith({ environment: 'local', secureCookies: true });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/test/cookie' });
      expect(String(response.headers['set-cookie'])).toContain('; Secure;');
    } finally {
      await secure.close();
    }
  });
});

describe.each([
  ['its address', [proxy]],
  ['its network', ['10.0.0.0/8']],
  ['a hop count', 1],
])('a trusted proxy named by %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ environment: 'production', trustProxy });
  });
  afterAll(() => t.close());

  test('its forwarded client, host and protocol are used', async () => {
    expect(await client(t, proxy, { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-host': 'aviasmart.example', 'x-forwarded-proto': 'https' })).toEqual({
      ip: '198.51.100.7',
      hostname: 'aviasmart.example',
      protocol: 'https',
    });
  });

  test('rate limits count the clients behind it, each on its own', async () => {
    const statuses = [];
    for (const address of ['198.51.100.20', '198.51.100.20', '198.51.100.21', '198.51.100.21', '198.51.100.20']) {
      statuses.push((await startSearch(t, proxy, { 'x-forwarded-for': address })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  test('private pages stay absent in production through it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/flags/admin',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a trusted proxy, in a local run', () => {
  test('a client behind it is not this machine; another address forging the headers is not believed', async () => {
    const t = await appWith({ environment: 'local', trustProxy: [proxy] });
    try {
      const viaProxy = await t.app.inject({
        method: 'GET',
        url: '/api/flags/admin',
        remoteAddress: proxy,
        headers: { host: 'localhost', 'x-forwarded-for': '198.51.100.9' },
      });
      expect(viaProxy.statusCode).toBe(404);
      expect(await client(t, '10.0.0.2', forged)).toEqual({ ip: '10.0.0.2', hostname: 'www.aviasales.ru', protocol: 'http' });
    } finally {
      await t.close();
    }
  });
});
