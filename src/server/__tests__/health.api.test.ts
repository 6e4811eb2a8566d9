import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, testEngine, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('health check reports the database engine it runs on', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: testEngine });
});

test('security headers are set on every response', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

test('unknown API paths answer 404 as JSON, not 500', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
});
