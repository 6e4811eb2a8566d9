import { afterAll, beforeAll, expect, test } from 'vitest';
import { fuzzRequests, type OpenApiDocument } from '../../../testing/fuzz';
import { runFuzz } from '../../../testing/fuzz-runner';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { phoneLogin } from './helpers';

/**
 * The server-wide fuzz test sends no JWT, so the user service's private calls stop at the guard.
 * Here 1,000 requests generated from the OpenAPI document for the user service's routes carry a
 * logged-in user's JWT, so the handlers and the database see generated and hostile input: none
 * may answer 500 or above.
 */
let t: TestApp;
beforeAll(async () => {
  const userAuth = testUserAuth({ phoneAuthRateLimit: 1e9 });
  t = await buildTestApp({ globalRateLimit: 1e9, userAuth });
});
afterAll(() => t.close());

const userServicePath = /^\/(api\/v2\/|api\/user|api\/identifier-check|api\/v1\/web\/aviasales\/user\/|auth\/)/;

test('1,000 generated and hostile requests with a valid JWT over the user service: no answer of 500 or above', { timeout: 180_000 }, async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => userServicePath.test(path) && !path.endsWith('/api/user') && !path.endsWith('/logout')),
  );
  expect(Object.keys(paths).length).toBeGreaterThan(15);
  const requests = fuzzRequests({ ...document, paths }, 1000, 15);
  const { jwt } = await phoneLogin(t, '79990000001');

  const report = await runFuzz(requests, async (request) => {
    const headers = { ...request.headers, authorization: `Bearer ${jwt}` };
    const response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    return { status: response.statusCode, body: response.body };
  });
  console.log(`user fuzz: ${report.requests} requests, statuses ${JSON.stringify(report.byStatus)}`);
  expect(report.serverErrors).toEqual([]);
  // The JWT let requests through to the handlers: most answers are not 401.
  expect(
    Object.entries(report.byStatus)
      .filter(([status]) => Number(status) < 300)
      .reduce((sum, [, count]) => sum + count, 0),
  ).toBeGreaterThan(100);
});
