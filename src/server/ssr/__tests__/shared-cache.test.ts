import { describe, expect, test } from 'vitest';
import { SharedCache } from '../shared-cache';

describe('the render’s shared cache', () => {
  test('keeps a public answer for its max-age, then forgets it', () => {
    const start = Date.parse('2026-03-02T09:00:00Z');
    let now = start;
    const cache = new SharedCache<string>(10, () => now);
    cache.keep('a', 'answer', 'public, max-age=3600', undefined);
    now = start + 3_600_000;
    expect(cache.get('a')).toBe('answer');
    now = start + 3_600_001;
    expect(cache.get('a')).toBeUndefined();
  });

  test.each([
    ['private, max-age=60', undefined],
    ['public, no-store, max-age=60', undefined],
    ['public', undefined],
    [undefined, undefined],
    ['public, max-age=60', 'Cookie'],
  ])('keeps nothing for Cache-Control %s, Vary %s', (cacheControl, vary) => {
    const cache = new SharedCache<string>(10);
    cache.keep('a', 'answer', cacheControl, vary);
    expect(cache.get('a')).toBeUndefined();
  });

  test('an answer that varies only by encoding is kept; the oldest goes when full', () => {
    const cache = new SharedCache<string>(2);
    cache.keep('a', '1', 'public, max-age=60', 'Accept-Encoding');
    cache.keep('b', '2', 'public, max-age=60', undefined);
    cache.keep('c', '3', 'public, max-age=60', undefined);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', '3']);
  });
});
