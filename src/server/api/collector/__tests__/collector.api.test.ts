import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { payloadDataSchema } from '../../../../contracts/analytics';
import { analyticsEvents } from '../schema';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const common = { schema: 'iglu:com.aviasmart/common/jsonschema/1-0-0', data: { guestia_id: 'g-1', market: 'ru', page_rendered_by: 'server' } };
const contexts = { schema: 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-0', data: [common] };

function pageView(fields: Record<string, string> = {}) {
  return {
    e: 'pv',
    p: 'web',
    tv: 'js-4.10.1',
    aid: 'aviasmart',
    tna: 'as-web',
    eid: randomUUID(),
    dtm: '1772442000000',
    stm: '1772442000100',
    url: 'http://localhost/',
    page: 'Main',
    cx: b64(contexts),
    ...fields,
  };
}
function selfDescribing(eid = randomUUID()) {
  const ue = {
    schema: 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0',
    data: { schema: 'iglu:com.aviasmart/flags_loaded/jsonschema/1-0-0', data: { count: 4 } },
  };
  return { e: 'ue', p: 'web', tv: 'js-4.10.1', aid: 'aviasmart', tna: 'as-web', eid, url: 'http://localhost/search', ue_px: b64(ue), cx: b64(contexts) };
}

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/a/j',
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const byEid = async (eid: string) => (await t.app.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.eid, eid)))[0];

describe('POST /a/j', () => {
  test('a payload-data batch is stored event by event before the 200', async () => {
    const events = [pageView(), selfDescribing()];
    const response = await post({ schema: payloadDataSchema, data: events });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe('ok');

    const view = await byEid(events[0]!.eid);
    expect(view).toMatchObject({
      e: 'pv',
      aid: 'aviasmart',
      tna: 'as-web',
      url: 'http://localhost/',
      method: 'POST',
      eventSchema: null,
      unstruct: null,
      contexts: [common],
    });
    expect(view!.raw).toEqual(events[0]);
    expect(view!.receivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const custom = await byEid(events[1]!.eid);
    expect(custom).toMatchObject({ e: 'ue', eventSchema: 'iglu:com.aviasmart/flags_loaded/jsonschema/1-0-0', unstruct: { data: { count: 4 } } });
  });

  test('own origins get CORS with credentials, a preflight included; others get none', async () => {
    const own = await post({ schema: payloadDataSchema, data: [pageView()] }, { origin: 'http://wa.localhost:3000' });
    expect(own.headers['access-control-allow-origin']).toBe('http://wa.localhost:3000');
    expect(own.headers['access-control-allow-credentials']).toBe('true');

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/a/j',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:5173',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type',
    });
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');

    const foreign = await post({ schema: payloadDataSchema, data: [pageView()] }, { origin: 'https://evil.example' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('JSON sent as text/plain (beacons) is read the same', async () => {
    const event = pageView();
    const response = await post({ schema: payloadDataSchema, data: [event] }, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(response.statusCode).toBe(200);
    expect(await byEid(event.eid)).toBeDefined();
  });

  test.each([
    ['{"schema":', 'Body is not valid JSON'],
    [{ data: [] }, 'schema'],
    [{ schema: 'iglu:com.acme/other/jsonschema/1-0-0', data: [{}] }, `schema must be ${payloadDataSchema}`],
    [{ schema: payloadDataSchema, data: [] }, 'data must hold at least one event'],
    [{ schema: payloadDataSchema, data: [{ p: 'web', tv: 'js' }] }, 'data.0.e'],
    [{ schema: payloadDataSchema, data: [{ e: 'xx', p: 'web', tv: 'js' }] }, 'e must be one of pv, pp, ue, se, tr, ti'],
    [{ schema: payloadDataSchema, data: [{ e: 'pv', p: 'web', tv: 'js', res: 1920 }] }, 'data.0.res'],
    [{ schema: payloadDataSchema, data: [{ e: 'pv', p: 'web', tv: 'js', eid: 'nope' }] }, 'eid must be a UUID'],
    [{ schema: payloadDataSchema, data: [{ e: 'ue', p: 'web', tv: 'js', ue_px: '%%%' }] }, 'data.0.ue_px is not base64'],
    [{ schema: payloadDataSchema, data: [{ e: 'pv', p: 'web', tv: 'js', cx: b64({ schema: 'x', data: [] }) }] }, 'data.0.cx.schema: schema must be contexts'],
  ])('a malformed body %j answers 400 with the reason and stores nothing', async (payload, message) => {
    const before = (await t.app.database.db.select({ n: count() }).from(analyticsEvents))[0]!.n;
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await t.app.database.db.select({ n: count() }).from(analyticsEvents))[0]!.n).toBe(before);
  });

  test('a bad event is refused alone: the rest of its batch is stored and the answer names it', async () => {
    const good = pageView();
    const response = await post({ schema: payloadDataSchema, data: [good, { e: 'ue', p: 'web', tv: 'js' }] });
    expect(response.statusCode).toBe(207);
    expect(response.json()).toEqual({ stored: 1, refused: [{ index: 1, reason: 'a self-describing event (e=ue) needs ue_pr or ue_px' }] });
    expect(await byEid(good.eid)).toBeDefined();
  });

  test('a batch of bad events only answers 400 naming the first', async () => {
    const response = await post({
      schema: payloadDataSchema,
      data: [
        { e: 'ue', p: 'web', tv: 'js' },
        { e: 'zz', p: 'web', tv: 'js' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('data.0.a self-describing event (e=ue) needs ue_pr or ue_px (and 1 more)');
  });

  test('NUL characters do not lose the event', async () => {
    const event = pageView({ page: 'Main\u0000page' });
    expect((await post({ schema: payloadDataSchema, data: [event] })).statusCode).toBe(200);
    expect((await byEid(event.eid))!.raw.page).toBe('Main\uFFFDpage');
  });

  test('concurrent batches are all stored', async () => {
    const events = Array.from({ length: 40 }, () => pageView());
    const responses = await Promise.all(events.map((event) => post({ schema: payloadDataSchema, data: [event] })));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const eids = new Set((await t.app.database.db.select({ eid: analyticsEvents.eid }).from(analyticsEvents)).map((row) => row.eid));
    for (const event of events) expect(eids.has(event.eid)).toBe(true);
  });
});

describe('GET /i', () => {
  test('the pixel stores the event of its query string and answers a 1×1 GIF', async () => {
    const event = pageView({ url: 'http://wa.localhost/search/MOW1012IST15121' });
    const response = await t.app.inject({ method: 'GET', url: `/i?${new URLSearchParams(event)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect(response.rawPayload.readUInt16LE(6)).toBe(1);
    expect(response.rawPayload.readUInt16LE(8)).toBe(1);
    expect(await byEid(event.eid)).toMatchObject({ method: 'GET', url: event.url, contexts: [common] });
  });

  test('a pixel without an event type answers 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/i?p=web&tv=js' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('e must be one of');
  });
});

describe('events view', () => {
  test('shows the latest events with their fields, decoded', async () => {
    const event = selfDescribing();
    await post({ schema: payloadDataSchema, data: [event] });
    const response = await t.app.inject({ method: 'GET', url: '/a/events' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('iglu:com.aviasmart/flags_loaded/jsonschema/1-0-0');
    expect(response.body).toContain('iglu:com.aviasmart/common/jsonschema/1-0-0');
    expect(response.body).toContain(event.eid);
    expect(response.body).not.toMatch(/<script|style="/);
    expect(response.body.indexOf(event.eid)).toBeLessThan(response.body.indexOf('http://localhost/'));
    expect((response.body.match(/<tr id="event-/g) ?? []).length).toBeLessThanOrEqual(100);
  });

  test('filters by event type and answers JSON when asked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/a/events?e=pv&format=json' });
    const { events } = response.json() as { events: { e: string }[] };
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((row) => row.e === 'pv')).toBe(true);
  });

  test('is not there in production, while collecting is', async () => {
    const prod = await buildTestApp({ environment: 'production' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/a/events' })).statusCode).toBe(404);
      const collected = await prod.app.inject({ method: 'POST', url: '/a/j', payload: { schema: payloadDataSchema, data: [pageView()] } });
      expect(collected.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('bytes per client', () => {
  test('over COLLECTOR_MB_PER_MINUTE a client gets 429 with Retry-After and nothing is stored', async () => {
    const small = await buildTestApp({ collectorMegabytesPerMinute: 2 / 1024 });
    try {
      const send = (event: Record<string, string>) =>
        small.app.inject({
          method: 'POST',
          url: '/a/j',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ schema: payloadDataSchema, data: [event] }),
        });
      const first = pageView({ page: 'x'.repeat(1200) });
      const second = pageView({ page: 'y'.repeat(1200) });
      expect((await send(first)).statusCode).toBe(200);
      const refused = await send(second);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      const stored = await small.app.database.db.select({ n: count() }).from(analyticsEvents).where(eq(analyticsEvents.eid, second.eid));
      expect(stored[0]!.n).toBe(0);
    } finally {
      await small.close();
    }
  });
});
