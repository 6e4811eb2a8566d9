import { describe, expect, test } from 'vitest';
import { isAvailable, type BrandCode, type Capability } from '../../platform/brand';
import type { RouteContext } from '../../platform/router';
import { router } from '../routes';

// Spec §2.1, row by row, written from the table rather than from the route declarations.
type Rule = (context: RouteContext) => boolean;
const all: Rule = () => true;
const ruMarket: Rule = ({ market }) => market === 'ru';
const flightBrandInRu: Rule = ({ brand, market }) => brand === 'AS' && market === 'ru';
const guides: Rule = ({ brand, market, language }) =>
  brand === 'WA' || ['ru', 'uz', 'kz'].includes(market) || (['kg', 'az'].includes(market) && language !== 'en');

// `capability` names the row's entry in the brand and market table (platform/brand/rules.ts).
const rows: { path: string; route: string; params?: Record<string, string>; available: Rule; capability?: Capability }[] = [
  { path: '/', route: 'main', available: all },
  { path: '/map', route: 'map', available: ({ market }) => market === 'ua', capability: 'map' },
  { path: '/guides', route: 'guides', available: guides, capability: 'guides' },
  { path: '/walks/mow/red-square', route: 'walk', params: { iata: 'MOW', slug: 'red-square' }, available: ruMarket, capability: 'walks' },
  {
    path: '/audioguides/led/hermitage',
    route: 'audioguide',
    params: { iata: 'LED', slug: 'hermitage' },
    available: ({ brand }) => brand === 'AS',
    capability: 'audioguides',
  },
  { path: '/assistant', route: 'assistant', available: flightBrandInRu, capability: 'assistant' },
  { path: '/click', route: 'click', available: all },
  { path: '/hotels/search', route: 'hotels-search', available: flightBrandInRu, capability: 'hotels' },
  { path: '/hotels/12345', route: 'hotel', params: { hotelId: '12345' }, available: flightBrandInRu, capability: 'hotels' },
  { path: '/hotels/click', route: 'hotels-click', available: flightBrandInRu, capability: 'hotels' },
  { path: '/support/help', route: 'support-help', available: ruMarket, capability: 'support' },
  { path: '/support/help/AB-123', route: 'support-help-order', params: { orderNumber: 'AB-123' }, available: ruMarket, capability: 'support' },
];

const brands: BrandCode[] = ['AS', 'WA'];
const markets = ['ru', 'ua', 'kz', 'uz', 'kg', 'az', 'us'];
const languages = ['en', 'ru'];
const contexts = brands.flatMap((brand) => markets.flatMap((market) => languages.map((language) => ({ brand, market, language }))));

const cases = rows.flatMap((row) => contexts.map((context) => ({ ...row, context, expected: row.available(context) })));

describe('route table of spec §2.1 × brands × markets × languages', () => {
  test.each(cases)('$path for $context.brand in $context.market ($context.language): $expected', ({ path, route, params, context, expected }) => {
    const match = router.table.match(path, context);
    if (expected) {
      expect(match?.route.name).toBe(route);
      if (params) expect(match?.params).toEqual(params);
    } else {
      // Unavailable: nothing else takes the path either, so the visitor gets the not-found page.
      expect(match).toBeNull();
    }
  });

  test('the brand and market table says what spec §2.1 says, in every brand, market and language', () => {
    for (const { capability, available, path } of rows) {
      if (!capability) continue;
      for (const context of contexts) expect(isAvailable(capability, context), `${path} ${JSON.stringify(context)}`).toBe(available(context));
    }
  });

  test('every row was checked both ways somewhere, except the routes open to all', () => {
    for (const row of rows) {
      const outcomes = new Set(contexts.map((context) => row.available(context)));
      expect(outcomes.has(true)).toBe(true);
      if (row.available !== all) expect(outcomes.has(false)).toBe(true);
    }
  });

  test('the guides rule in the markets where the language decides', () => {
    const as = (market: string, language: string) => router.table.match('/guides', { brand: 'AS', market, language }) !== null;
    expect([as('kg', 'ky'), as('kg', 'ru'), as('kg', 'en'), as('az', 'az'), as('az', 'en')]).toEqual([true, true, false, true, false]);
    expect(as('ge', 'ka')).toBe(false);
    expect(router.table.match('/guides', { brand: 'WA', market: 'ge', language: 'en' })).not.toBeNull();
  });

  test('every route loads its screen lazily and has a title', () => {
    for (const route of router.table.routes) {
      expect(route.load, route.name).toBeTypeOf('function');
      expect(route.title, route.name).not.toBeNull();
    }
  });
});
