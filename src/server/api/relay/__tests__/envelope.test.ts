import { describe, expect, test } from 'vitest';
import { envelopeEndpoint, parseDsn, sameProject } from '../dsn';
import { envelopeJson, parseEnvelope, summarize } from '../envelope';

const dsn = 'https://abc123@o42.ingest.sentry.io/4501';
const eventId = '9ec79c33ec9942ab8353589fcb2e04dc';
const event = {
  event_id: eventId,
  level: 'error',
  exception: {
    values: [
      { type: 'TypeError', value: 'inner' },
      { type: 'Error', value: 'Search failed' },
    ],
  },
  breadcrumbs: [{ category: 'navigation' }, { category: 'fetch' }, { category: 'ui.click' }],
};
const lines = (...parts: unknown[]) => parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('\n');

describe('envelope parsing', () => {
  test('newline-delimited items', () => {
    const envelope = parseEnvelope(Buffer.from(lines({ event_id: eventId, dsn, sent_at: '2026-03-02T09:00:00Z' }, { type: 'event' }, event) + '\n'));
    expect(envelope.header.dsn).toBe(dsn);
    expect(envelope.items).toHaveLength(1);
    expect(envelope.items[0]!.json).toEqual(event);
  });

  test('length-delimited items count bytes, not characters, and may hold newlines', () => {
    const text = 'строка\nвторая';
    const bytes = Buffer.byteLength(text);
    const body = Buffer.from(
      lines(
        { dsn },
        { type: 'attachment', length: bytes, filename: 'a.txt' },
        text,
        { type: 'event', length: Buffer.byteLength(JSON.stringify(event)) },
        event,
      ),
    );
    const envelope = parseEnvelope(body);
    expect(envelope.items.map((item) => item.header.type)).toEqual(['attachment', 'event']);
    expect(envelope.items[0]!.payload.toString()).toBe(text);
    expect(envelope.items[1]!.json).toEqual(event);
    expect(envelopeJson(envelope).items[0]!.payload).toEqual({ bytes });
  });

  test('a binary replay recording passes through by its length', () => {
    const recording = Buffer.from([0x1f, 0x8b, 0x0a, 0x00, 0xff]);
    const body = Buffer.concat([
      Buffer.from(
        lines(
          { event_id: eventId },
          { type: 'replay_event' },
          { type: 'replay_event', replay_id: 'r' },
          { type: 'replay_recording', length: recording.length },
        ) + '\n',
      ),
      recording,
    ]);
    const envelope = parseEnvelope(body);
    expect(envelope.items[1]!.payload.equals(recording)).toBe(true);
    expect(summarize(envelope).type).toBe('replay_event,replay_recording');
  });

  test.each([
    ['', 'Envelope is empty'],
    ['not json\n{"type":"event"}\n{}', 'Envelope header is not valid JSON'],
    ['[1]\n{"type":"event"}\n{}', 'Envelope header is not a JSON object'],
    ['{"dsn":"nope"}\n{"type":"event"}\n{}', 'Envelope header: dsn must be a URL'],
    ['{"event_id":"xyz"}\n{"type":"event"}\n{}', 'event_id must be 32 hex digits'],
    ['{}', 'Envelope has no items'],
    ['{}\n{"length":2}\n{}', 'Item 1 header'],
    ['{}\n{"type":"attachment","length":50}\nshort', 'Item 1 is shorter than its length 50'],
    ['{}\n{"type":"attachment","length":2}\nlonger', 'Item 1 is longer than its length 2'],
  ])('%j is refused: %s', (body, message) => {
    expect(() => parseEnvelope(Buffer.from(body))).toThrow(message);
  });

  test.each([
    ['{broken', 'Item 2 (event) is not valid JSON'],
    ['{"message":"\\ud800"}', 'Item 2 (event): message: text is not well-formed (lone surrogate)'],
    [`${'['.repeat(100)}${']'.repeat(100)}`, 'Item 2 (event) nests deeper than 64 levels'],
    ['{"__proto__":{"x":1}}', 'Item 2 (event) has a __proto__ key'],
  ])('a bad JSON item %s is refused alone: %s', (payload, reason) => {
    const body = ['{}', '{"type":"session"}', '{"status":"ok"}', '{"type":"event"}', payload].join('\n');
    const envelope = parseEnvelope(Buffer.from(body));
    expect(envelope.items.map((item) => item.refused)).toEqual([undefined, reason]);
    expect(envelope.items[0]!.json).toEqual({ status: 'ok' });
    expect(envelopeJson(envelope).items[1]!.payload).toEqual({ refused: reason, bytes: Buffer.byteLength(payload) });
  });
});

describe('envelope summary', () => {
  test('an error event: id, level, outermost exception and breadcrumbs', () => {
    const envelope = parseEnvelope(Buffer.from(lines({ event_id: eventId, dsn }, { type: 'event' }, event)));
    expect(summarize(envelope)).toEqual({ eventId, type: 'event', level: 'error', summary: 'Error: Search failed', breadcrumbs: 3 });
  });

  test('a message event and a transaction', () => {
    const message = parseEnvelope(
      Buffer.from(
        lines({}, { type: 'event' }, { event_id: eventId, level: 'warning', message: { formatted: 'Feature flags are empty' }, breadcrumbs: { values: [{}] } }),
      ),
    );
    expect(summarize(message)).toEqual({ eventId, type: 'event', level: 'warning', summary: 'Feature flags are empty', breadcrumbs: 1 });
    const transaction = parseEnvelope(Buffer.from(lines({}, { type: 'transaction' }, { transaction: '/search/:query', type: 'transaction' })));
    expect(summarize(transaction)).toMatchObject({ type: 'transaction', summary: '/search/:query', breadcrumbs: 0 });
  });
});

describe('DSN', () => {
  test('is taken apart and gives the ingest endpoint', () => {
    const parsed = parseDsn(dsn)!;
    expect(parsed).toEqual({ protocol: 'https', publicKey: 'abc123', host: 'o42.ingest.sentry.io', path: '/', projectId: '4501' });
    expect(envelopeEndpoint(parsed)).toBe('https://o42.ingest.sentry.io/api/4501/envelope/?sentry_key=abc123&sentry_version=7');
    expect(envelopeEndpoint(parseDsn('http://key@localhost:9000/sentry/7')!)).toBe(
      'http://localhost:9000/sentry/api/7/envelope/?sentry_key=key&sentry_version=7',
    );
  });

  test('refuses what is not a DSN', () => {
    expect(parseDsn('https://o42.ingest.sentry.io/4501')).toBeUndefined();
    expect(parseDsn('https://key@o42.ingest.sentry.io/')).toBeUndefined();
    expect(parseDsn('ftp://key@host/1')).toBeUndefined();
    expect(parseDsn('nope')).toBeUndefined();
  });

  test('the same project is the same host, path and id, whatever the key', () => {
    expect(sameProject(parseDsn(dsn)!, parseDsn('https://other@o42.ingest.sentry.io/4501')!)).toBe(true);
    expect(sameProject(parseDsn(dsn)!, parseDsn('https://abc123@o42.ingest.sentry.io/4502')!)).toBe(false);
    expect(sameProject(parseDsn(dsn)!, parseDsn('https://abc123@evil.example/4501')!)).toBe(false);
  });
});
