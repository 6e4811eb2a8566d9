import { afterAll, beforeAll, expect, test } from 'vitest';
import { fuzzRequests, type OpenApiDocument } from '../testing/fuzz';
import { runFuzz } from '../testing/fuzz-runner';
import { buildTestApp, type TestApp } from '../testing/test-app';

/**
 * 1,000 requests generated from the OpenAPI document (schema values and the hostile set, forged
 * headers included) over every route: none may answer 500 or above. `npm run bench -- fuzz` sends
 * 10,000 to a started server.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 1e9, collectorRateLimit: 1e9, relayRateLimit: 1e9, searchRateLimit: 1e9 });
});
afterAll(() => t.close());

test('1,000 generated and hostile requests over every route: no answer of 500 or above', { timeout: 120_000 }, async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  const requests = fuzzRequests(document, 1000);
  const routes = new Set(requests.map((request) => `${request.method} ${request.url.split('?')[0]!.split('/').slice(0, 3).join('/')}`));
  expect(routes.size).toBeGreaterThan(8);

  const report = await runFuzz(requests, async (request) => {
    const response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    return { status: response.statusCode, body: response.body };
  });
  console.log(
    `fuzz: ${report.requests} requests, statuses ${JSON.stringify(report.byStatus)}, slowest ${report.slowest.ms.toFixed(0)} ms (${report.slowest.request})`,
  );
  expect(report.serverErrors).toEqual([]);
  expect(report.requests).toBe(1000);
  // Both good and refused input get through: the generator is not all noise.
  expect(Object.keys(report.byStatus).some((status) => Number(status) < 300)).toBe(true);
  expect(report.byStatus[400]).toBeGreaterThan(0);
});
