import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app';

const debugPages = ['/a/events', '/api/relay/errors', '/api/flags/admin'];

describe('pages for looking inside, on a production build without APP_ENV', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: 'production' });
  });
  afterAll(() => t.close());

  test.each(debugPages)('%s answers on a local host', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host: 'wa.localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  test.each(debugPages)('%s answers on a beta host', async (url) => {
    expect((await t.app.inject({ method: 'GET', url, headers: { host: 'beta.aviasmart.example' } })).statusCode).toBe(200);
  });

  test.each(debugPages)('%s is not found on a production host', async (url) => {
    expect((await t.app.inject({ method: 'GET', url, headers: { host: 'aviasmart.example' } })).statusCode).toBe(404);
  });

  test('the collector collects on a production host all the same', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/i?e=pv&p=web&tv=js-4.10.1', headers: { host: 'aviasmart.example' } });
    expect(response.statusCode).toBe(200);
  });
});
