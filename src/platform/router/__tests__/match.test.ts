import { describe, expect, test } from 'vitest';
import { compilePattern } from '../match';
import { defineRoutes, matchRoute } from '../routes';

const load = async () => ({ default: () => null });
const title = () => ({ key: 'home.title' as const });

describe('route matching', () => {
  test('static parts match case-insensitively, parameters are decoded, a trailing slash is allowed', () => {
    const pattern = compilePattern('/search/:params');
    expect(pattern.match('/search/MOW1012IST1')).toEqual({ params: 'MOW1012IST1' });
    expect(pattern.match('/SEARCH/abc/')).toEqual({ params: 'abc' });
    expect(pattern.match('/search/a%20b')).toEqual({ params: 'a b' });
    expect(pattern.match('/search')).toBeNull();
    expect(pattern.match('/search/a/b')).toBeNull();
  });

  test('the first available route wins; unavailable routes do not match', () => {
    const routes = defineRoutes([
      { name: 'hotels', team: 'hotels', path: '/hotels', load, title, available: ({ brand, market }) => brand === 'AS' && market === 'ru' },
      { name: 'main', team: 'explore', path: '/', load, title },
    ]);
    expect(matchRoute(routes, '/hotels', { brand: 'AS', market: 'ru', language: 'ru' })?.route.name).toBe('hotels');
    expect(matchRoute(routes, '/hotels', { brand: 'WA', market: 'ru', language: 'en' })).toBeNull();
    expect(matchRoute(routes, '/', { brand: 'WA', market: 'us', language: 'en' })?.route.name).toBe('main');
  });
});
