import { describe, expect, test } from 'vitest';
import { buildPath, moveEridLast } from '../build-path';

describe('link builder', () => {
  test('fills parameters, encoding them, and adds the query', () => {
    expect(buildPath({ path: '/walks/:iata/:slug' }, { iata: 'MOW', slug: 'red square' })).toBe('/walks/MOW/red%20square');
    expect(buildPath({ path: '/faq' }, {}, { q: 'baggage', page: '2' })).toBe('/faq?q=baggage&page=2');
    expect(buildPath({ path: '/faq' }, {}, {})).toBe('/faq');
  });

  test.each([
    [{}, 'absent'],
    [{ slug: 42 }, 'a number'],
    [{ slug: '' }, 'empty'],
  ] as [Record<string, unknown>, string][])('a parameter that is %o (%s) gives "Missing parameters"', (params) => {
    expect(() => buildPath({ path: '/faq/:slug' }, params)).toThrow(new Error('Missing parameters'));
  });
});

describe('erid goes last (spec §2.9)', () => {
  test.each([
    ['/hotels?erid=abc&city=MOW', '/hotels?city=MOW&erid=abc'],
    ['/hotels?city=MOW&erid=abc', '/hotels?city=MOW&erid=abc'],
    ['/hotels?erid=abc&city=MOW#top', '/hotels?city=MOW&erid=abc#top'],
    ['/hotels?city=MOW', '/hotels?city=MOW'],
    ['/hotels', '/hotels'],
  ])('%s → %s', (href, expected) => {
    expect(moveEridLast(href)).toBe(expected);
  });
});
