import { afterAll, beforeAll, expect, test } from 'vitest';
import { PriceSubscription } from '../../../../contracts/favorites';
import { buildTestApp, testEngine, testUserAuth, type TestApp } from '../../../testing/test-app';
import { bearer, outbox, phoneLogin } from '../../../testing/user-login';
import { SubscriptionStore } from '../store';
import { cheapestTicket, dayMs, daysAhead, dropDay, futureQuery, runJob, testNow } from './helpers';

let t: TestApp;
const config = { globalRateLimit: 10_000, priceDropEveryMinutes: 0, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) };

beforeAll(async () => {
  t = await buildTestApp(config, { now: () => testNow });
});
afterAll(() => t.close());

const userIdOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

async function subscribe(jwt: string, query = futureQuery(), channel = 'web_push'): Promise<PriceSubscription> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/favorites/v1/subscriptions',
    headers: bearer(jwt),
    payload: { search_params: query, ticket: cheapestTicket(t, query), channel },
  });
  expect(response.statusCode, response.body).toBe(201);
  return PriceSubscription.parse(response.json());
}

test('drops of two searches make one digest for the user, sent once', async () => {
  const { jwt } = await phoneLogin(t, '79035552001');
  const queries = [futureQuery(), futureQuery({ destination: 'AYT', departDate: daysAhead(75) })];
  for (const query of queries) await subscribe(jwt, query);
  const at = dropDay(t, queries);

  expect(await runJob(t, at)).toEqual({ checked: 2, drops: 2, digests: 1 });
  const messages = await outbox(t, userIdOf(jwt));
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({ channel: 'web_push' });
  // Both routes in the one message, the places by their names, with their old and new prices.
  expect(messages[0]!.body).toContain('Москва → Стамбул');
  expect(messages[0]!.body).toContain('Москва → Анталья');
  expect(messages[0]!.body).toContain('/favorites/avia');

  // The same drop is not told again, later the same day or the next run.
  expect(await runJob(t, new Date(at.getTime() + 60 * 60_000))).toMatchObject({ drops: 0, digests: 0 });
  expect(await outbox(t, userIdOf(jwt))).toHaveLength(1);
});

test('an e-mail digest goes to the active e-mail only; without one the drop waits', async () => {
  const { jwt } = await phoneLogin(t, '79035552002');
  const query = futureQuery({ destination: 'TBS' });
  // E-mail alerts without an active e-mail are refused now (alert-channels.api.test.ts); a
  // subscription chosen so before that rule is kept as it was, and its drops wait.
  const { id } = await subscribe(jwt, query);
  await new SubscriptionStore(t.app.database.db).setChannel(userIdOf(jwt), id, 'email');
  const at = dropDay(t, [query]);
  // The run may tell other users of their drops that day (the app is shared); this user has none to read.
  const run = await runJob(t, at);
  expect(run.checked).toBeGreaterThan(0);
  expect(await outbox(t, userIdOf(jwt))).toHaveLength(0);
});

test('a search whose day has passed is checked without a price and tells nothing', async () => {
  const { jwt } = await phoneLogin(t, '79035552003');
  await subscribe(jwt, futureQuery({ destination: 'EVN', departDate: daysAhead(2) }));
  // Other users' searches may drop that day (the app is shared); this one tells nothing.
  const run = await runJob(t, new Date(testNow + 5 * dayMs));
  expect(run.checked).toBeGreaterThan(0);
  expect(await outbox(t, userIdOf(jwt))).toHaveLength(0);
  const list = await t.app.inject({ method: 'GET', url: '/api/favorites/v1/subscriptions', headers: bearer(jwt) });
  expect(list.json().subscriptions[0]).toMatchObject({ current_price: expect.any(Number) });
});

test('the run endpoint is private', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/favorites/v1/price-drops/run', remoteAddress: '203.0.113.9' });
  expect(response.statusCode).toBe(404);
});

test.runIf(testEngine === 'postgres')('two servers running the job at once on one database write one digest per user', async () => {
  // A second app on the same database: its own pool and job, as a second server process has.
  const second = await buildTestApp({ ...config, databaseUrl: t.app.config.databaseUrl }, { now: () => testNow });
  try {
    const people = await Promise.all(['79035552101', '79035552102', '79035552103'].map((phone) => phoneLogin(t, phone)));
    const queries = [futureQuery({ destination: 'DXB' }), futureQuery({ destination: 'BKK', departDate: daysAhead(90) })];
    for (const { jwt } of people) for (const query of queries) await subscribe(jwt, query);
    const at = dropDay(t, queries);
    const runs = await Promise.all([runJob(t, at), runJob(second, at), runJob(t, at), runJob(second, at)]);
    expect(runs.reduce((sum, run) => sum + run.digests, 0)).toBe(people.length);
    for (const { jwt } of people) expect(await outbox(t, userIdOf(jwt))).toHaveLength(1);
  } finally {
    await second.close();
  }
});
