import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, testAdminToken, type TestApp } from '../testing/test-app';

/** Every private page: pages for looking inside, the flags admin, the API docs. */
const privatePages = ['/a/events', '/api/relay/errors', '/api/flags/admin', '/api/docs', '/api/openapi.json'];
const remote = '203.0.113.7';

const get = (t: TestApp, url: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('in a local run (APP_ENV=local)', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ environment: 'local' }, { logStream: { write: (line) => void logLines.push(line) } });
  });
  afterAll(() => t.close());

  test.each(['localhost:3000', 'wa.localhost:3000', 'as.localhost', '127.0.0.1:3000', '[::1]:3000'])(
    'this machine asking by the local name %s sees every private page',
    async (host) => {
      for (const url of privatePages) expect((await get(t, url, { host })).statusCode, url).toBeLessThan(400);
    },
  );

  // Names anyone can register and point at 127.0.0.1 (DNS rebinding), and names the client's
  // environment guess would call local or beta.
  test.each([
    '127.attacker.example',
    'attacker.local',
    'beta.attacker.example',
    'helb.attacker.example',
    'attacker.internal',
    'localhost.attacker.example',
    '10.0.0.5',
    'www.aviasales.ru',
  ])('a foreign host %s gets nothing private, even from this machine', async (host) => {
    for (const url of privatePages) expect((await get(t, url, { host })).statusCode, url).toBe(404);
  });

  test('another machine gets nothing by a local name, nor by forging the forwarding headers', async () => {
    const forged = { host: 'localhost:3000', 'x-forwarded-host': 'localhost', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'https' };
    for (const url of privatePages) {
      expect((await get(t, url, { host: 'localhost:3000' }, remote)).statusCode, url).toBe(404);
      expect((await get(t, url, forged, remote)).statusCode, url).toBe(404);
    }
  });

  test('a proxy on this machine that is not trusted stands for clients that are not local', async () => {
    const response = await get(t, '/api/flags/admin', { host: 'localhost:3000', 'x-forwarded-for': '198.51.100.20' });
    expect(response.statusCode).toBe(404);
  });

  test('the admin token in its header opens every private page from anywhere', async () => {
    for (const url of privatePages) {
      expect((await get(t, url, { host: 'stand.example', 'x-admin-token': testAdminToken }, remote)).statusCode, url).toBeLessThan(400);
    }
    expect((await get(t, '/api/flags/admin', { host: 'stand.example', 'x-admin-token': `${testAdminToken}x` }, remote)).statusCode).toBe(404);
  });

  test('a ?token= visit sets an HttpOnly SameSite=Strict cookie, drops the token from the address, and the cookie opens the pages', async () => {
    const visit = await get(t, `/a/events?e=pv&token=${encodeURIComponent(testAdminToken)}`, { host: 'stand.example' }, remote);
    expect(visit.statusCode).toBe(303);
    expect(visit.headers.location).toBe('/a/events?e=pv');
    const cookie = String(visit.headers['set-cookie']);
    expect(cookie).toMatch(/^admin_token=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/);
    const value = cookie.split(';')[0]!;
    expect((await get(t, '/a/events?e=pv', { host: 'stand.example', cookie: value }, remote)).statusCode).toBe(200);
    expect((await get(t, '/api/relay/errors', { host: 'stand.example', cookie: value }, remote)).statusCode).toBe(200);

    const wrong = await get(t, '/a/events?token=guess', { host: 'stand.example' }, remote);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    // Request lines name the path only: neither the token nor the guess reaches the log.
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(testAdminToken);
    expect(logLines.join('\n')).not.toContain('guess');
  });

  test('public routes answer on any host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/i?e=pv&p=web&tv=js-4.10.1', headers: { host: 'www.aviasales.ru' }, remoteAddress: remote });
    expect(response.statusCode).toBe(200);
  });
});

describe('on a beta stand (APP_ENV=beta)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ environment: 'beta' });
  });
  afterAll(() => t.close());

  test('visitors of the stand need the token; its name containing beta opens nothing', async () => {
    for (const url of privatePages) {
      expect((await get(t, url, { host: 'beta.aviasmart.example' }, remote)).statusCode, url).toBe(404);
      expect((await get(t, url, { host: 'beta.aviasmart.example', 'x-admin-token': testAdminToken }, remote)).statusCode, url).toBeLessThan(400);
    }
  });
});

describe('in production (APP_ENV=production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ environment: 'production' });
  });
  afterAll(() => t.close());

  const forgeries: Record<string, string>[] = [
    {},
    { 'x-forwarded-host': 'localhost' },
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost:3000', 'x-forwarded-for': '127.0.0.1' },
    { forwarded: 'for=127.0.0.1;host=localhost;proto=https' },
    { 'x-admin-token': testAdminToken },
  ];

  test('private pages do not exist, whatever the host, the forwarded headers or a token', async () => {
    for (const host of ['www.aviasales.ru', 'localhost:3000', 'beta.aviasmart.example']) {
      for (const headers of forgeries) {
        for (const url of privatePages) {
          expect((await get(t, url, { host, ...headers })).statusCode, `${host} ${url} ${JSON.stringify(headers)}`).toBe(404);
        }
        const write = await t.app.inject({
          method: 'POST',
          url: '/api/flags/admin/flags/1',
          headers: { host, ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'enabled=false',
        });
        expect(write.statusCode).toBe(404);
      }
    }
  });

  test('the app works on a production host all the same', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/i?e=pv&p=web&tv=js-4.10.1', headers: { host: 'www.aviasales.ru' }, remoteAddress: remote });
    expect(response.statusCode).toBe(200);
  });
});
