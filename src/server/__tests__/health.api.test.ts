import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, testEngine, type TestApp } from '../testing/test-app';

let t: TestApp;
const clock = Date.parse('2026-03-02T09:00:00Z');
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

test('health check reports the database engine it runs on and what its clock reads', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: testEngine, now: new Date(clock).toISOString() });
});

test('security headers are set on every response', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

test('styles come from our files, blob: URLs and elements carrying the nonce; no style attributes', async () => {
  const csp = Object.fromEntries(
    String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
  expect(csp['style-src']).toEqual(["'self'", 'blob:', expect.stringMatching(/^'nonce-[0-9a-f]+'$/)]);
  expect(csp['style-src-elem']).toBeUndefined();
  expect(csp['style-src-attr']).toEqual(["'none'"]);
  expect(Object.values(csp).flat()).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]+'$/)]);
  expect(csp['connect-src']).toEqual(["'self'", 'blob:']);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  // The hotels' map draws in a worker, a file of the build: no blob: worker.
  expect(csp['worker-src']).toEqual(["'self'"]);
});

test("a configured map style's origin may be fetched from (its style, tiles, glyphs, sprites), nothing else", async () => {
  const mapped = await buildTestApp({ hotelsMapStyleUrl: 'https://tiles.example/styles/streets.json?key=k' }, { now: () => clock });
  try {
    const header = String((await mapped.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    const csp = Object.fromEntries(
      header
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'https://tiles.example']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example']);
    expect(csp['script-src']).not.toContain('https://tiles.example');
  } finally {
    await mapped.close();
  }
});

test('unknown API paths answer 404 as JSON, not 500', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
});
