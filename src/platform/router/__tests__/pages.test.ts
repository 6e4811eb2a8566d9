import { describe, expect, test } from 'vitest';
import { normalizePath, pageName, recognizePage } from '../pages';

describe('page recognition (spec §2.2)', () => {
  test.each([
    ['/', 'main'],
    ['/search/MOW1012IST1', 'search'],
    ['/search', 'search'],
    ['/map', 'map'],
    ['/my', 'account'],
    ['/my/orders/ab-12', 'account'],
    ['/favorites/hotels/x', 'favorites'],
    ['/guides', 'guides'],
    ['/assistant', 'assistant'],
    ['/walks/MOW/red-square', 'walks'],
    ['/hotels/search', 'hotels_search'],
    ['/hotels', 'hotels_main'],
    ['/hotels/12345', 'hotel'],
    ['/booking/abc', 'booking'],
    ['/routes/MOW/IST', 'seo'],
    ['/airlines/aeroflot', 'seo'],
    ['/cities', 'seo'],
    ['/more', 'content'],
    ['/plus/payment/status', 'content'],
    ['/cashback', 'content'],
    ['/faq/instructions/refund/2', 'faq'],
    ['/support/help/123', 'support'],
  ] as const)('%s is %s', (path, kind) => {
    expect(recognizePage(path)).toBe(kind);
  });

  test('/hotels/click is not a hotel page but content with no page', () => {
    expect(recognizePage('/hotels/click')).toBeNull();
  });

  test('anything else is content with no page', () => {
    expect(recognizePage('/click')).toBeNull();
    expect(recognizePage('/about/team')).toBeNull();
  });

  test('market prefixes and trailing slashes do not change the page', () => {
    expect(recognizePage('/kz/')).toBe('main');
    expect(recognizePage('/uz/search/MOW1012IST1/')).toBe('search');
    expect(recognizePage('/hotels/search/')).toBe('hotels_search');
  });

  test('priority: the account page wins over the words that follow it', () => {
    expect(recognizePage('/my/favorites')).toBe('account');
  });

  test('sections are whole segments: /mysteries is not the account', () => {
    expect(recognizePage('/mysteries')).toBeNull();
    expect(recognizePage('/searches')).toBeNull();
  });
});

describe('page names (spec §2.8)', () => {
  test.each([
    ['/', 'main'],
    ['/search/MOW1012IST1', 'search'],
    ['/routes/MOW', 'seo_routes'],
    ['/cities/moscow', 'seo_cities'],
    ['/airports', 'seo_airports'],
    ['/airlines/s7', 'seo_airlines'],
    ['/countries/tr', 'seo_countries'],
    ['/flights/moscow-istanbul', 'seo_flights'],
    ['/walks/MOW/red-square', 'walks_guides'],
    ['/my/orders', 'my_orders'],
    ['/my/orders/ab-12', 'my_orders'],
    ['/faq/instructions/refund/2', 'faq_instructions'],
    ['/faq/baggage', 'faq_article'],
    ['/hotels/search', 'hotels_search'],
    ['/hotels/12345', 'hotels_hotel_page'],
    ['/hotels/click', 'hotels_click'],
    ['/my/settings', 'my_settings'],
    ['/faq', 'faq'],
    ['/plus/payment/status', 'plus_payment_status'],
  ])('%s is named %s', (path, name) => {
    expect(pageName(path)).toBe(name);
  });

  test('the market prefix is stripped and trailing slashes removed; the root stays /', () => {
    expect(pageName('/kz/my/settings/')).toBe('my_settings');
    expect(pageName('/ua/')).toBe('main');
    expect(normalizePath('/ua')).toBe('/');
    expect(normalizePath('/my/settings///')).toBe('/my/settings');
    expect(normalizePath('/search/X?currency=eur')).toBe('/search/X');
  });
});
