import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorReports } from '../schema';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

const eventId = (n: number) => n.toString(16).padStart(32, '0');
const dsnFor = (port: number, project = 42) => `http://publickey@127.0.0.1:${port}/${project}`;

function envelope(id: string, dsn?: string) {
  const event = {
    event_id: id,
    level: 'error',
    exception: { values: [{ type: 'Error', value: 'Flight search failed' }] },
    breadcrumbs: { values: [{ category: 'navigation', data: { from: '/', to: '/search' } }, { category: 'fetch' }] },
    request: { url: 'http://localhost/search' },
  };
  return [
    JSON.stringify({ event_id: id, sent_at: '2026-03-02T09:00:00Z', ...(dsn ? { dsn } : {}) }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

const send = (t: TestApp, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/relay/envelope', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, payload: body });

/** A stand-in for Sentry's ingest: records what it receives and answers like Sentry. */
let sentry: Server;
let sentryPort: number;
const received: { url: string; body: string; headers: IncomingMessage['headers'] }[] = [];
beforeAll(async () => {
  sentry = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url!, body: Buffer.concat(chunks).toString(), headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json', 'x-sentry-rate-limits': '60:transaction:key' });
      response.end(JSON.stringify({ id: 'from-sentry' }));
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  sentryPort = (sentry.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => sentry.close(() => resolve())));

describe('without SENTRY_DSN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ relayRateLimit: 1000 });
  });
  afterAll(() => t.close());

  test('an envelope is stored with its summary and answered with its id', async () => {
    const id = eventId(1);
    const response = await send(t, envelope(id, 'https://key@o1.ingest.sentry.io/5'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id });
    const [row] = await t.app.database.db.select().from(errorReports).where(eq(errorReports.eventId, id));
    expect(row).toMatchObject({ type: 'event', level: 'error', summary: 'Error: Flight search failed', breadcrumbs: 2, forwardError: null });
    expect(row!.raw).toMatchObject({ header: { event_id: id }, items: [{ header: { type: 'event' }, payload: { event_id: id } }] });
  });

  test('envelopes in any content type are read as bytes', async () => {
    const id = eventId(2);
    expect((await send(t, envelope(id), { 'content-type': 'application/x-sentry-envelope' })).statusCode).toBe(200);
    expect((await send(t, envelope(eventId(3)), { 'content-type': 'application/json' })).statusCode).toBe(200);
  });

  test.each([
    ['', 'Envelope is empty'],
    ['{"event_id":', 'Envelope header is not valid JSON'],
    ['{}', 'Envelope has no items'],
    ['{"dsn":"https://no-project.example/"}\n{"type":"event"}\n{}', 'Envelope header dsn is not a Sentry DSN'],
    ['{}\n{"type":"event"}\n{"broken"', 'Item 1 (event) is not valid JSON'],
  ])('a malformed envelope %j answers 400: %s', async (body, message) => {
    const response = await send(t, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  test('the errors view lists stored envelopes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/relay/errors' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Error: Flight search failed');
    expect(response.body).toContain(eventId(1));
    expect(response.body).not.toMatch(/<script|style="/);
  });

  test('the JSON view gives the stored envelopes newest first, whole: breadcrumbs and page URL', async () => {
    const id = eventId(5);
    expect((await send(t, envelope(id))).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/api/relay/errors?format=json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    const { errors } = response.json() as {
      errors: { id: number; eventId: string; summary: string; breadcrumbs: number; raw: { items: { payload: unknown }[] } }[];
    };
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expect(errors.map((row) => row.id)).toEqual([...errors.map((row) => row.id)].sort((a, b) => b - a));
    const [newest] = errors;
    expect(newest).toMatchObject({ eventId: id, summary: 'Error: Flight search failed', breadcrumbs: 2 });
    expect(newest!.raw.items[0]!.payload).toMatchObject({
      request: { url: 'http://localhost/search' },
      breadcrumbs: { values: [{ category: 'navigation', data: { from: '/', to: '/search' } }, { category: 'fetch' }] },
    });
  });

  test('the errors view knows two formats', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/relay/errors?format=xml' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^format: /);
    expect((await t.app.inject({ method: 'GET', url: '/api/relay/errors?format=html' })).headers['content-type']).toContain('text/html');
  });

  test('own origins get CORS with credentials', async () => {
    const response = await send(t, envelope(eventId(4)), { origin: 'http://wa.localhost:3000' });
    expect(response.headers['access-control-allow-origin']).toBe('http://wa.localhost:3000');
  });
});

describe('with SENTRY_DSN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ relayRateLimit: 1000, sentryDsn: dsnFor(sentryPort) });
  });
  afterAll(() => t.close());

  test("envelopes for the project are forwarded to its ingest endpoint with Sentry's answer passed back", async () => {
    const id = eventId(10);
    const body = envelope(id, dsnFor(sentryPort));
    const response = await send(t, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'from-sentry' });
    expect(response.headers['x-sentry-rate-limits']).toBe('60:transaction:key');
    const forwarded = received.at(-1)!;
    expect(forwarded.url).toBe('/api/42/envelope/?sentry_key=publickey&sentry_version=7');
    expect(forwarded.body).toBe(body);
    expect(forwarded.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(await t.app.database.db.select().from(errorReports).where(eq(errorReports.eventId, id))).toEqual([]);
  });

  test('an envelope naming another project is refused and not forwarded', async () => {
    const before = received.length;
    const response = await send(t, envelope(eventId(11), dsnFor(sentryPort, 43)));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Envelope DSN does not match the relay's project");
    const elsewhere = await send(t, envelope(eventId(12), `http://publickey@evil.example:${sentryPort}/42`));
    expect(elsewhere.statusCode).toBe(403);
    expect(received.length).toBe(before);
  });

  test('a malformed envelope is refused before forwarding', async () => {
    const before = received.length;
    expect((await send(t, 'garbage')).statusCode).toBe(400);
    expect(received.length).toBe(before);
  });

  test('when Sentry cannot be reached the envelope is kept with the reason', async () => {
    const down = await buildTestApp({ relayRateLimit: 1000, sentryDsn: 'http://publickey@127.0.0.1:1/42' });
    try {
      const id = eventId(13);
      const response = await send(down, envelope(id, 'http://publickey@127.0.0.1:1/42'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id });
      const [row] = await down.app.database.db.select().from(errorReports).where(eq(errorReports.eventId, id));
      expect(row!.forwardError).toBeTruthy();
    } finally {
      await down.close();
    }
  });
});

describe('limits', () => {
  test('a client over the relay rate limit gets 429 with Retry-After', async () => {
    const t = await buildTestApp({ relayRateLimit: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(t, envelope(eventId(100 + i)))).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const limited = await send(t, envelope(eventId(200)));
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  test('the errors view is not there in production', async () => {
    const t = await buildTestApp({ environment: 'production' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/relay/errors' })).statusCode).toBe(404);
      expect((await send(t, envelope(eventId(300)))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('bytes per client', () => {
  test('over RELAY_MB_PER_MINUTE a client gets 429 with Retry-After and the envelope is not kept', async () => {
    const small = await buildTestApp({ relayMegabytesPerMinute: 1 / 1024 });
    try {
      const first = eventId(901);
      const second = eventId(902);
      expect((await send(small, envelope(first))).statusCode).toBe(200);
      const padded = `${envelope(second)}\n{"type":"attachment","length":1024}\n${'z'.repeat(1024)}`;
      const refused = await send(small, padded);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await small.app.database.db.select().from(errorReports).where(eq(errorReports.eventId, second))).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
