import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inProcessOrigin } from '../../../platform/request';
import { placesFixture } from '../../testing/places-fixture';
import { searchQuery } from '../../testing/search-query';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { inProcessFetch } from '../in-process-fetch';

describe('the page render’s in-process fetch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ searchRateLimit: 1 }, { places: placesFixture });
  });
  afterAll(() => t.close());

  // The search API runs on the real clock here: a date a month ahead.
  const departDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const search = (change: Parameters<typeof searchQuery>[0] = {}) => searchQuery({ departDate, ...change });
  const post = (body: unknown) =>
    new Request(`${inProcessOrigin}/api/search/v1/searches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  test('answers from the app’s own routes, with their status, headers and body', async () => {
    const fetch = inProcessFetch(t.app, 'wa.localhost');
    const response = await fetch(new Request(`${inProcessOrigin}/api/suggest/places2?term=MOW&locale=en&types[]=city`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json())[0]).toMatchObject({ code: 'MOW', name: 'Moscow', type: 'city' });
  });

  test('runs the routes’ validation: a refused search carries its code', async () => {
    const fetch = inProcessFetch(t.app, 'localhost');
    const response = await fetch(post(search({ origin: 'SVO', destination: 'MOW' })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Origin and destination must differ', code: 'same_place' });
  });

  test('is not counted by the rate limits, which still hold for visitors', async () => {
    const fetch = inProcessFetch(t.app, 'localhost');
    for (const _ of [1, 2, 3]) expect((await fetch(post(search()))).status).toBe(201);
    const visitor = () => t.app.inject({ method: 'POST', url: '/api/search/v1/searches', payload: search() });
    expect((await visitor()).statusCode).toBe(201);
    expect((await visitor()).statusCode).toBe(429);
  });

  test('a forged marker does not pass for an in-process request', async () => {
    const forged = await t.app.inject({ method: 'POST', url: '/api/search/v1/searches', payload: search(), headers: { 'x-in-process': 'guess' } });
    expect(forged.statusCode).toBe(429);
  });
});
