import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SearchQuery } from '../../contracts/search';
import { searchApi } from '../api/search';
import type { FareProvider } from '../engines/fares';
import { placesFixture } from '../testing/places-fixture';
import { searchQuery } from '../testing/search-query';
import { buildTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, { tags: string[] }>> };
beforeAll(async () => {
  t = await buildTestApp({}, { places: placesFixture });
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  test('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('lists every route the server registered, but the documentation pages themselves', () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const registered = t.app.registeredRoutes
      .filter((route) => !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThanOrEqual(20);
    expect(listed.toSorted()).toEqual(registered.toSorted());
    for (const module of ['/api/search/v1/searches', '/api/suggest/places2', '/api/flags/api/v1/evaluation/batch', '/a/j', '/i', '/api/relay/envelope']) {
      expect(document.paths[module], module).toBeDefined();
    }
  });

  test('is read by Swagger UI at /api/docs, served from our own files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    // The app's CSP, with one hash more for the style element Swagger UI adds; scripts stay strict.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)\s*style-src 'self' blob: 'nonce-[0-9a-f]+' 'sha256-[^']+'/);
    expect(csp).toMatch(/(^|;)\s*script-src 'self' 'nonce-[0-9a-f]+'(;|$)/);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(document);
  });
});

describe('a response that breaks its contract', () => {
  // Tickets without offers: the results contract wants at least one per ticket.
  const broken: FareProvider = {
    agencies: [],
    search: (query: SearchQuery) => [
      { agency: { id: 'a', name: 'A' } as never, delayMs: 0, tickets: [{ id: `${query.origin}-${query.destination}`, segments: [], offers: [] }] },
    ],
  };

  async function resultsOfBrokenSearch(env: 'test' | 'production') {
    const withBroken = await buildTestApp({ env }, { places: placesFixture });
    try {
      await withBroken.app.register(searchApi, { prefix: '/broken', provider: broken, now: () => Date.parse('2026-03-02T09:00:00Z') });
      const started = await withBroken.app.inject({ method: 'POST', url: '/broken/v1/searches', payload: searchQuery() });
      expect(started.statusCode).toBe(201);
      return await withBroken.app.inject({ method: 'GET', url: `/broken/v1/searches/${started.json().search_id}/results` });
    } finally {
      await withBroken.close();
    }
  }

  test('fails the request in tests and development instead of reaching the client', async () => {
    const results = await resultsOfBrokenSearch('test');
    expect(results.statusCode).toBe(500);
    expect(results.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
  });

  test('is sent as it is in production (and logged)', async () => {
    const results = await resultsOfBrokenSearch('production');
    expect(results.statusCode).toBe(200);
    expect(results.json().tickets).toEqual([{ id: 'MOW-IST', segments: [], offers: [] }]);
  });
});

describe('in production', () => {
  test('neither the document nor the page exists', async () => {
    const production = await buildTestApp({ environment: 'production' });
    try {
      for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/json']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
