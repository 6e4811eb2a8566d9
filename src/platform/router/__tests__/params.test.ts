import { describe, expect, test } from 'vitest';
import { withMarketPrefix } from '../build-path';
import { createRoute } from '../define';
import { except, identifier, letterCode } from '../param-rules';

const route = (path: string, params: Parameters<typeof createRoute>[0]['params']) => createRoute({ name: 'r', team: 't', path, params });

describe('parameter rules', () => {
  test('a parser normalises the value; a failed rule means the path is not the route', () => {
    const seo = route('/routes/:origin/:destination', { origin: letterCode(3), destination: letterCode(3) });
    expect(seo.match('/routes/mow/ist')).toEqual({ origin: 'MOW', destination: 'IST' });
    expect(seo.match('/routes/mow/is')).toBeNull();
    expect(seo.match('/routes/m0w/ist')).toBeNull();
  });

  test('a pattern keeps the value as written', () => {
    const order = route('/my/orders/:orderId', { orderId: identifier });
    expect(order.match('/my/orders/ab-12')).toEqual({ orderId: 'ab-12' });
    expect(order.match('/my/orders/a_b')).toBeNull();
    expect(order.match('/my/orders/%D0%B0')).toBeNull();
  });

  test('reserved words are not values', () => {
    const hotel = route('/hotels/:hotelId', { hotelId: except('click', 'search') });
    expect(hotel.match('/hotels/click')).toBeNull();
    expect(hotel.match('/hotels/Search')).toBeNull();
    expect(hotel.match('/hotels/clicks')).toEqual({ hotelId: 'clicks' });
  });

  test('rules for names the path does not have are ignored', () => {
    expect(route('/faq', { slug: identifier }).match('/faq')).toEqual({});
  });
});

describe('market prefix of links (spec §2.8, §2.9)', () => {
  test.each([
    ['/guides', 'kz', '/kz/guides'],
    ['/', 'kz', '/kz'],
    ['/search/MOW1012IST1?x=1#top', 'uz', '/uz/search/MOW1012IST1?x=1#top'],
    ['/kz/guides', 'kz', '/kz/guides'],
    ['/kz/guides', 'uz', '/uz/guides'],
    ['/kz/guides', null, '/guides'],
    ['/kz', null, '/'],
    ['/kz?market=uz', null, '/?market=uz'],
    ['/guides', null, '/guides'],
    ['/my/orders', null, '/my/orders'],
    ['https://example.com/kz', 'kz', 'https://example.com/kz'],
    ['//example.com/a', 'kz', '//example.com/a'],
    ['#content', 'kz', '#content'],
  ])('%s with %s → %s', (href, market, expected) => {
    expect(withMarketPrefix(href, market)).toBe(expected);
  });
});
