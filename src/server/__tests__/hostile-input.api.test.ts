import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { payloadDataSchema } from '../../contracts/analytics';
import { analyticsEvents } from '../api/collector/schema';
import { errorReports } from '../api/relay/schema';
import { buildTestApp, testUserAuth, type TestApp } from '../testing/test-app';
import { bearer, phoneLogin } from '../testing/user-login';

/** Issue 14 acceptance, on the engine of the run (`TEST_DB`): input that cannot break the server. */

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const userAuth = testUserAuth({ phoneAuthRateLimit: 1e9, accountRateLimit: 1e9 });
  t = await buildTestApp(
    { globalRateLimit: 1e9, collectorRateLimit: 1e9, relayRateLimit: 1e9, searchRateLimit: 1e9, userAuth },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t.close());

const prototypeNames = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

interface Operation {
  method: string;
  path: string;
  query: string[];
  bodyType?: string;
  bodyFields: string[];
}

/** Every operation of the OpenAPI document, with its query parameters and top-level body fields. */
async function operations(): Promise<Operation[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
      >
    >;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [bodyType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyType,
        bodyFields: Object.keys(media?.schema?.properties ?? {}),
      };
    }),
  );
}

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

describe('prototype names', () => {
  test('in every path, query, cookie and body field of every route never give a 5xx', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(10);
    const failures: string[] = [];
    let requests = 0;
    for (const op of ops) {
      for (const name of prototypeNames) {
        const query = new URLSearchParams([...op.query, name, 'market', 'language', 'currency', 'locale'].map((key) => [key, name])).toString();
        const cookie = [name, 'market', 'language', 'currency', 'auid', 'flags_overrides'].map((key) => `${key}=${name}`).join('; ');
        const body =
          op.bodyType === undefined ? undefined : JSON.stringify(Object.fromEntries([...op.bodyFields, 'constructor', 'prototype'].map((key) => [key, name])));
        const bodies =
          body === undefined
            ? [undefined]
            : [body, `{"${name}":{"${name}":"${name}"}}`, JSON.stringify({ ...JSON.parse(body), data: [{ [name]: name }], entityContext: { [name]: name } })];
        for (const payload of bodies) {
          const response = await t.app.inject({
            method: op.method as 'GET',
            url: `${fill(op.path, name)}?${query}`,
            headers: { cookie, host: `${name}.localhost`, ...(op.bodyType ? { 'content-type': op.bodyType } : {}) },
            ...(payload === undefined ? {} : { payload }),
          });
          requests++;
          if (response.statusCode >= 500) failures.push(`${op.method} ${op.path} ${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(ops.length * prototypeNames.length);
  });

  test('as the host, a cookie or a forwarded header of a valid search never give a 5xx', async () => {
    const departDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const search = { origin: 'MOW', destination: 'IST', departDate, passengers: { adults: 1, children: 0, infants: 0 } };
    for (const name of prototypeNames) {
      for (const headers of [{ host: name }, { 'x-forwarded-host': name }, { cookie: `market=${name}; language=${name}; currency=${name}; ${name}=1` }]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/search/v1/searches',
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(search),
        });
        expect(response.statusCode, `${name} in ${Object.keys(headers)[0]}: ${response.body}`).toBe(201);
      }
    }
  });
});

describe('deep nesting', () => {
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  test('a 10,000-level body gives 400 on every JSON route', async () => {
    const jsonRoutes = (await operations()).filter((op) => op.bodyType === 'application/json');
    expect(jsonRoutes.map((op) => op.path)).toEqual(expect.arrayContaining(['/api/flags/api/v1/evaluation', '/a/j']));
    // Private routes refuse an anonymous caller before reading the body: the body is read for a logged-in one.
    const { jwt } = await phoneLogin(t, '79035550117');
    for (const op of jsonRoutes) {
      const response = await t.app.inject({
        method: op.method as 'POST',
        url: fill(op.path, '1'),
        headers: { 'content-type': 'application/json', ...bearer(jwt) },
        payload: deep(10_000),
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Body nests deeper than 64 levels' });
    }
  });

  test('10,000 levels inside a field (entityContext, ue_pr, envelope items) give 400, not a RangeError', async () => {
    const evaluation = await t.app.inject({
      method: 'POST',
      url: '/api/flags/api/v1/evaluation',
      headers: { 'content-type': 'application/json' },
      payload: `{"flagKey":"foreign-cards","entityID":"1","entityContext":${deep(10_000)}}`,
    });
    expect(evaluation.statusCode).toBe(400);

    const ue = {
      e: 'ue',
      p: 'web',
      tv: 'js',
      ue_pr: `{"schema":"iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0","data":${deep(10_000)}}`,
    };
    const batch = await t.app.inject({
      method: 'POST',
      url: '/a/j',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ schema: payloadDataSchema, data: [ue] }),
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().message).toBe('data.0.ue_pr nests deeper than 64 levels');

    const envelope = ['{}', '{"type":"event"}', deep(10_000)].join('\n');
    const relay = await t.app.inject({ method: 'POST', url: '/api/relay/envelope', headers: { 'content-type': 'text/plain' }, payload: envelope });
    expect(relay.statusCode).toBe(400);
    expect(relay.json().message).toBe('Item 1 (event) nests deeper than 64 levels');
  });

  test('a body over a route’s size limit gives 413 in the one error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flags/api/v1/evaluation',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ flagKey: 'x', entityContext: { big: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });
});

describe('a lone surrogate', () => {
  const secret = 'ivan.petrov@example.com';
  const pageView = (fields: Record<string, string> = {}) => ({
    e: 'pv',
    p: 'web',
    tv: 'js-4.10.1',
    aid: 'aviasmart',
    eid: randomUUID(),
    url: 'http://localhost/',
    page: 'Main',
    ...fields,
  });
  const stored = async (eids: string[]) =>
    (
      await t.app.database.db
        .select({ eid: analyticsEvents.eid })
        .from(analyticsEvents)
        .where(sql`${analyticsEvents.eid} in ${eids}`)
    )
      .map((row) => row.eid)
      .sort();

  test('in one event of a batch: the other four are stored, the bad one is named, the log has no payload', async () => {
    const good = [pageView(), pageView(), pageView(), pageView()];
    const bad = pageView({ page: `${secret} \ud800` });
    const text = JSON.stringify({ schema: payloadDataSchema, data: [good[0], good[1], bad, good[2], good[3]] });
    expect(text).toContain('\\ud800');
    logLines.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/a/j', headers: { 'content-type': 'application/json' }, payload: text });
    expect(response.statusCode).toBe(207);
    expect(response.json()).toEqual({ stored: 4, refused: [{ index: 2, reason: 'page: text is not well-formed (lone surrogate)' }] });
    expect(await stored([...good, bad].map((event) => event.eid))).toEqual(good.map((event) => event.eid).sort());

    const refusal = logLines.map((line) => JSON.parse(line)).find((line) => line.msg === 'analytics event refused');
    expect(refusal).toMatchObject({ index: 2, eid: bad.eid, reason: 'page: text is not well-formed (lone surrogate)' });
    expect(refusal.bytes).toBeGreaterThan(50);
    expect(logLines.join('\n')).not.toContain(secret);
  });

  test('inside the base64 contexts of the pixel: 400 naming the field, nothing stored, no payload in the log', async () => {
    const cx = Buffer.from(
      JSON.stringify({
        schema: 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-0',
        data: [{ schema: 'iglu:com.acme/x/jsonschema/1-0-0', data: { email: `${secret}\udc00` } }],
      }),
    ).toString('base64url');
    const event = pageView();
    logLines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: `/i?${new URLSearchParams({ ...event, cx })}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('contexts.0.data.email: text is not well-formed (lone surrogate)');
    expect(await stored([event.eid])).toEqual([]);
    expect(logLines.join('\n')).not.toContain(secret);
    expect(logLines.join('\n')).not.toContain(cx.slice(0, 40));
  });

  test('in one envelope item: the other items are kept and the bad one is named', async () => {
    const id = randomUUID().replaceAll('-', '');
    const envelope = [
      JSON.stringify({ event_id: id }),
      '{"type":"event"}',
      JSON.stringify({ event_id: id, level: 'error', message: 'Search failed' }),
      '{"type":"session"}',
      `{"status":"ok","user":"${secret} \\ud800"}`,
    ].join('\n');
    logLines.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/relay/envelope', headers: { 'content-type': 'text/plain' }, payload: envelope });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, refused: [{ item: 2, reason: 'Item 2 (session): user: text is not well-formed (lone surrogate)' }] });
    const [row] = await t.app.database.db
      .select()
      .from(errorReports)
      .where(sql`${errorReports.eventId} = ${id}`);
    expect(row).toMatchObject({ summary: 'Search failed', level: 'error' });
    expect((row!.raw as { items: { payload: unknown }[] }).items[1]!.payload).toEqual({
      refused: 'Item 2 (session): user: text is not well-formed (lone surrogate)',
      bytes: expect.any(Number),
    });
    expect(logLines.join('\n')).not.toContain(secret);
  });
});
