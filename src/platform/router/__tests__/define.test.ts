import { createEffect } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { createRoute, resolveBeforeOpen, type RouteOptions, type RouteParams } from '../define';
import { rankPath } from '../path-match';
import { createRouteTable } from '../route-table';

const base = { name: 'page', team: 'explore' };
const route = (options: Partial<RouteOptions> & { path: string }) => createRoute({ ...base, ...options });
const context = { brand: 'AS' as const, market: 'ru', language: 'ru' };

describe('route declaration errors (spec §5)', () => {
  test.each([
    [{ ...base, name: '', path: '/' }, 'Name and team are required and must be a string'],
    [{ ...base, team: undefined, path: '/' }, 'Name and team are required and must be a string'],
    [{ ...base, name: 42, path: '/' }, 'Name and team are required and must be a string'],
    [{ ...base, path: undefined }, 'Path is required and must be a string'],
    [{ ...base, path: 7 }, 'Path is required and must be a string'],
    [{ ...base, path: 'search' }, 'Path must start with /'],
    [{ ...base, path: '/404' }, 'Path /404 is reserved'],
    [{ ...base, path: '/x', parent: { path: '/' } }, 'Parent must be a route'],
    [{ ...base, path: '/x', title: { source: 'Title', fn: () => 'Title' } }, 'documentTitle must be a store'],
    [{ ...base, path: '/x', title: 'Title' }, 'Title must be a function'],
    [{ ...base, path: '/x/:id', nav: { section: 'x', label: 'nav.flights' } }, 'A navigation entry needs a path without parameters'],
    [{ ...base, path: '/', index: true }, 'Root index route is not allowed'],
    [{ ...base, path: '/x', beforeOpen: [() => true, 'nope'] }, 'Invalid beforeOpen at position 1'],
  ])('%o is rejected with "%s"', (options, message) => {
    expect(() => createRoute(options as unknown as RouteOptions)).toThrow(new Error(message));
  });

  test('a child path under /404 is reserved too when it is exactly /404', () => {
    const parent = route({ path: '/' });
    expect(() => route({ path: '/404', parent })).toThrow('Path /404 is reserved');
  });

  test('a path declared twice already exists', () => {
    expect(() => createRouteTable([route({ path: '/faq' }), route({ name: 'other', path: '/FAQ' })])).toThrow('Route with path /FAQ already exists');
  });

  test('a lazy guard list with something other than a guard is rejected with both positions', async () => {
    const rules = [() => true, { lazy: async () => [createEffect<RouteParams, void>(() => {}), 'nope' as never] }];
    await expect(resolveBeforeOpen(rules)).rejects.toThrow('Invalid lazy beforeOpen rule at position 1, 1');
  });

  test('lazy guards resolve in place, keeping the order', async () => {
    const first = () => true;
    const second = createEffect<RouteParams, void>(() => {});
    const third = () => false;
    expect(await resolveBeforeOpen([first, { lazy: async () => [second] }, third])).toEqual([first, second, third]);
  });

  test("a route's own events are made once, when first read", () => {
    const declared = route({ path: '/lazy' });
    expect(declared.opened).toBe(declared.opened);
    expect(declared.closed).toBe(declared.closed);
  });

  test('a valid declaration keeps what it was given', () => {
    const title = () => 'Help';
    const parent = route({ name: 'faq', path: '/faq', title, nav: { section: 'faq', label: 'faq.title' } });
    const child = route({ name: 'article', path: '/:slug', parent });
    expect(child).toMatchObject({ name: 'article', team: 'explore', path: '/faq/:slug', parent, title: null, nav: null });
    expect(parent.title).toEqual({ source: null, fn: title });
    expect(parent.nav).toEqual({ section: 'faq', label: 'faq.title' });
  });
});

describe('route matching', () => {
  test('parameters are decoded, matching is case-insensitive, a trailing slash is allowed', () => {
    const search = route({ path: '/search/:params' });
    expect(search.match('/search/MOW1012IST1')).toEqual({ params: 'MOW1012IST1' });
    expect(search.match('/SEARCH/abc/')).toEqual({ params: 'abc' });
    expect(search.match('/search/a%20b')).toEqual({ params: 'a b' });
    expect(search.match('/search')).toBeNull();
    expect(search.match('/search/a/b')).toBeNull();
    expect(search.match('/search/%E0%A4%A')).toBeNull();
  });

  test('an index route also matches trailing rest segments', () => {
    const my = route({ path: '/my', index: true });
    expect(my.match('/my')).toEqual({});
    expect(my.match('/my/anything/else')).toEqual({});
    expect(my.match('/mysteries')).toBeNull();
    expect(route({ path: '/my' }).match('/my/anything')).toBeNull();
  });

  test('a child path is appended to its parent', () => {
    const orders = route({ path: '/my/orders' });
    const order = route({ path: '/:orderId', parent: orders });
    expect(order.match('/my/orders/ab-12')).toEqual({ orderId: 'ab-12' });
  });

  test('a wildcard takes the rest of the path', () => {
    expect(route({ path: '/files/*' }).match('/files/a/b')).toEqual({ '*': 'a/b' });
  });
});

describe('ranking (spec §2.10)', () => {
  test.each([
    ['/', 10],
    ['/:lang', 60],
    ['/hotels/:id', 49],
    ['/hotels/search', -2],
    ['/files/*', 99],
  ])('%s ranks %d', (path, rank) => {
    expect(rankPath(path)).toBe(rank);
  });

  test('static beats parameter, parameter beats wildcard, whatever the declaration order', () => {
    const table = createRouteTable([
      route({ name: 'any', path: '/hotels/*' }),
      route({ name: 'hotel', path: '/hotels/:id' }),
      route({ name: 'search', path: '/hotels/search' }),
    ]);
    expect(table.routes.map((r) => r.name)).toEqual(['search', 'hotel', 'any']);
    expect(table.match('/hotels/search', context)?.route.name).toBe('search');
    expect(table.match('/hotels/42', context)).toMatchObject({ route: { name: 'hotel' }, params: { id: '42' } });
    expect(table.match('/hotels/42/rooms', context)?.route.name).toBe('any');
  });

  test('an unavailable route lets the next one match, or nothing', () => {
    const table = createRouteTable([route({ name: 'map', path: '/map', available: ({ market }) => market === 'ua' })]);
    expect(table.match('/map', { ...context, market: 'ua' })?.route.name).toBe('map');
    expect(table.match('/map', context)).toBeNull();
  });

  test('slow matching is reported', () => {
    const warn = vi.fn();
    const now = vi.spyOn(performance, 'now').mockReturnValueOnce(0).mockReturnValueOnce(2500);
    createRouteTable([route({ path: '/' })], warn).match('/', context);
    now.mockRestore();
    expect(warn).toHaveBeenCalledWith('Route matching took 2500 ms for /');
  });
});
