import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../storage';
import { formatOverrides, overrideValue, parseOverrides, readStoredOverrides, startOverrides } from '../overrides';
import { checkFlagsAnswer, evaluationUrl, flagsRequestBody, requestFlags } from '../request';

const memory = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
};

describe('overrides', () => {
  it('parses name:value pairs, keeping commas and colons inside JSON values', () => {
    expect(parseOverrides('a:on,b:off,web-exp-x:test')).toEqual({ a: 'on', b: 'off', 'web-exp-x': 'test' });
    expect(parseOverrides('m:{"methods":["ru_card","ww_card"]},n:[1,2],s:"x,y"')).toEqual({ m: '{"methods":["ru_card","ww_card"]}', n: '[1,2]', s: '"x,y"' });
    expect(parseOverrides('')).toEqual({});
    expect(parseOverrides('broken,:x,y:')).toEqual({});
    expect(formatOverrides({ a: 'on', b: '[1,2]' })).toBe('a:on,b:[1,2]');
  });

  it('reads values like variants: on/off booleans, JSON parsed, other text as is', () => {
    expect(overrideValue('on')).toBe(true);
    expect(overrideValue('off')).toBe(false);
    expect(overrideValue('false')).toBe(false);
    expect(overrideValue('{"methods":["ww_card"]}')).toEqual({ methods: ['ww_card'] });
    expect(overrideValue('12')).toBe(12);
    expect(overrideValue('control')).toBe('control');
    expect(overrideValue('{broken')).toBe('{broken');
  });

  it('keeps query overrides for later visits; an empty flags parameter clears them', () => {
    const storage = memory();
    expect(startOverrides('?flags=a:on', storage)).toEqual({ a: 'on' });
    expect(startOverrides('?other=1', storage)).toEqual({ a: 'on' });
    expect(readStoredOverrides(storage)).toEqual({ a: 'on' });
    expect(startOverrides('?flags=', storage)).toEqual({});
    expect(storage.data.size).toBe(0);
    expect(startOverrides('', storage)).toEqual({});
    expect(startOverrides('', null)).toEqual({});
  });

  it('ignores stored values of another shape', () => {
    const storage = memory();
    storage.setItem('flagOverrides', '[1]');
    expect(readStoredOverrides(storage)).toEqual({});
    storage.setItem('flagOverrides', '{"a":"on","b":3}');
    expect(readStoredOverrides(storage)).toEqual({ a: 'on' });
  });
});

describe('flags request', () => {
  it('posts a batch for the visitor, tagged web, to the flags host', async () => {
    const calls: [string, RequestInit][] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ evaluationResults: [] }), { status: 200 });
    }) as unknown as typeof fetch;
    const context = { market: 'ru', device: 'desktop' as const, os: 'other' as const, lang: 'ru' };
    await expect(requestFlags('/api/flags', flagsRequestBody(context, 'id-1'), fetcher)).resolves.toEqual({ evaluationResults: [] });
    expect(calls[0]![0]).toBe('/api/flags/api/v1/evaluation/batch');
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({
      entities: [{ entityID: 'id-1', entityType: 'visitor', entityContext: context }],
      flagTags: ['web'],
    });
    expect(evaluationUrl('https://flagr.example/')).toBe('https://flagr.example/api/v1/evaluation/batch');
  });

  it('rejects HTTP failures and responses of another shape', async () => {
    const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    const body = flagsRequestBody({}, null);
    await expect(requestFlags('', body, answer({}, 500))).rejects.toThrow('HTTP error, status: 500');
    await expect(requestFlags('', body, answer({ flags: [] })).then(checkFlagsAnswer)).rejects.toThrow('does not match');
  });
});
