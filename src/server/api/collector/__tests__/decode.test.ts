import { describe, expect, test } from 'vitest';
import type { SnowplowEvent } from '../../../../contracts/analytics';
import { decodeBase64, decodeEvent } from '../decode';

const flagsLoaded = { schema: 'iglu:com.aviasmart/flags_loaded/jsonschema/1-0-0', data: { count: 4, source: 'server' } };
const unstruct = { schema: 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0', data: flagsLoaded };
const contexts = {
  schema: 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-0',
  data: [
    { schema: 'iglu:com.snowplowanalytics.snowplow/web_page/jsonschema/1-0-0', data: { id: 'a5d3b0a4-0d1c-4c6e-9d52-3b8f3f0b8c11' } },
    { schema: 'iglu:com.aviasmart/common/jsonschema/1-0-0', data: { market: 'ru', language: 'ru', currency: 'rub' } },
  ],
};
/** Base64 as the browser tracker writes it: URL-safe alphabet, no padding. */
const trackerBase64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const event = (fields: Partial<SnowplowEvent>): SnowplowEvent => ({ e: 'ue', p: 'web', tv: 'js-4.1.0', ...fields }) as SnowplowEvent;

describe('payload decoding', () => {
  test('ue_px and cx (base64url without padding) decode to the event and its entities', () => {
    const decoded = decodeEvent(event({ ue_px: trackerBase64(unstruct), cx: trackerBase64(contexts) }));
    expect(decoded).toEqual({ unstruct: flagsLoaded, eventSchema: flagsLoaded.schema, contexts: contexts.data });
  });

  test('ue_pr and co (plain JSON) decode the same', () => {
    const decoded = decodeEvent(event({ ue_pr: JSON.stringify(unstruct), co: JSON.stringify(contexts) }));
    expect(decoded).toEqual({ unstruct: flagsLoaded, eventSchema: flagsLoaded.schema, contexts: contexts.data });
  });

  test('standard base64 with padding and non-Latin text decodes too', () => {
    const text = { ...unstruct, data: { ...flagsLoaded, data: { label: 'Москва → Стамбул' } } };
    const padded = Buffer.from(JSON.stringify(text)).toString('base64');
    expect(decodeEvent(event({ ue_px: padded })).unstruct).toEqual(text.data);
  });

  test('a page view without entities has nothing to decode', () => {
    expect(decodeEvent(event({ e: 'pv', url: 'http://localhost/' }))).toEqual({});
  });

  test.each([
    [{ ue_px: 'not base64!' }, 'ue_px is not base64'],
    [{ ue_px: trackerBase64('x').slice(0, 1) }, 'ue_px is not base64'],
    [{ ue_px: Buffer.from('{oops').toString('base64url') }, 'ue_px is not valid JSON'],
    [{ ue_pr: JSON.stringify({ schema: 'iglu:other', data: flagsLoaded }) }, 'ue_pr.schema: schema must be unstruct_event'],
    [{ ue_pr: JSON.stringify({ ...unstruct, data: { data: 1 } }) }, 'ue_pr.data.schema'],
    [{ e: 'pv', cx: trackerBase64({ ...contexts, data: [{ schema: 'x', data: {} }] }) }, 'cx.data.0.schema: schema must be an iglu: URI'],
    [{}, 'a self-describing event (e=ue) needs ue_pr or ue_px'],
  ] as const)('%j is refused: %s', (fields, message) => {
    expect(() => decodeEvent(event(fields as Partial<SnowplowEvent>))).toThrow(message);
  });

  test('decodeBase64 accepts both alphabets', () => {
    expect(decodeBase64('Pz8_', 'f')).toBe('???');
    expect(decodeBase64('Pz8/', 'f')).toBe('???');
  });
});
