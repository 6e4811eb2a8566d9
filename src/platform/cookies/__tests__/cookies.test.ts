import { describe, expect, it } from 'vitest';
import { readAbCookies } from '../ab';
import { parseCookies, serializeCookie } from '../cookies';
import { anonymousIdMaxAge, isAnonymousId } from '../identity';

describe('parseCookies', () => {
  it.each([
    ['', {}],
    ['a=1', { a: '1' }],
    ['a=1; b=two words', { a: '1', b: 'two words' }],
    ['marker=123456.abc;auid=x', { marker: '123456.abc', auid: 'x' }],
    ['a=1; a=2', { a: '1' }],
    ['q=%D0%BF%D1%80%D0%B8', { q: 'при' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['quoted="v"', { quoted: 'v' }],
    ['flag; c=3', { c: '3' }],
  ])('%j → %j', (header, expected) => {
    expect(parseCookies(header)).toEqual(expected);
  });
});

describe('serializeCookie', () => {
  it('writes path /, SameSite Lax, the lifetime and Secure on https', () => {
    expect(serializeCookie({ name: 'marker', value: '123456.abc', maxAge: 2592000 }, true)).toBe(
      'marker=123456.abc; Path=/; SameSite=Lax; Max-Age=2592000; Secure',
    );
  });
  it('writes a session cookie without a lifetime, and removal as an expired one', () => {
    expect(serializeCookie({ name: 'marker', value: 'a b' }, false)).toBe('marker=a%20b; Path=/; SameSite=Lax');
    expect(serializeCookie({ name: 'abg', value: '', maxAge: 0 }, false)).toBe('abg=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });
});

describe('readAbCookies: abg and crt must be numeric', () => {
  it.each([
    [{}, { group: null, crt: null, invalid: [] }],
    [
      { abg: '2', crt: '1718000000' },
      { group: 2, crt: 1718000000, invalid: [] },
    ],
    [{ abg: ' 7 ' }, { group: 7, crt: null, invalid: [] }],
    [
      { abg: 'x', crt: '5' },
      { group: null, crt: 5, invalid: ['group'] },
    ],
    [{ crt: '1.5' }, { group: null, crt: null, invalid: ['crt'] }],
    [{ crt: '-1' }, { group: null, crt: null, invalid: ['crt'] }],
    [
      { abg: '', crt: '' },
      { group: null, crt: null, invalid: [] },
    ],
  ])('%j → %j', (cookies, expected) => {
    expect(readAbCookies(cookies)).toEqual(expected);
  });
});

describe('anonymous id', () => {
  it('is a UUID kept for two years', () => {
    expect(isAnonymousId('0b7f3a1e-4c1d-4b8e-9a55-2f0c6de1a9b3')).toBe(true);
    expect(isAnonymousId('not-an-id')).toBe(false);
    expect(isAnonymousId(undefined)).toBe(false);
    expect(anonymousIdMaxAge).toBe(63072000);
  });
});

describe('parseCookies with prototype names', () => {
  it('reads cookies named __proto__ and constructor as cookies, changing no prototype', () => {
    const cookies = parseCookies('__proto__=a; constructor=b; market=toString');
    expect(Object.entries(cookies)).toEqual([
      ['__proto__', 'a'],
      ['constructor', 'b'],
      ['market', 'toString'],
    ]);
    expect(Object.getPrototypeOf(cookies)).toBeNull();
  });
});
