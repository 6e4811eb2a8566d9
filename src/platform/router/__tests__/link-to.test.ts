import { describe, expect, expectTypeOf, test } from 'vitest';
import { createRoute } from '../define';
import { linkTo, type LinkArgs } from '../link-to';
import { navigationOf } from '../nav';
import type { ParamNames } from '../path-params';

const faq = createRoute({ name: 'faq', team: 'faq', path: '/faq', nav: { section: 'faq', label: 'faq.title' } });
const step = createRoute({ name: 'step', team: 'faq', path: '/faq/instructions/:instructionSlug/:stepId' });
const walk = createRoute({ name: 'walk', team: 'guides', path: '/walks/:iata/:slug' });
const map = createRoute({
  name: 'map',
  team: 'explore',
  path: '/map',
  nav: { section: 'map', label: 'nav.map', header: 'main' },
  available: ({ market }) => market === 'ua',
});

describe('links to routes', () => {
  test('parameter names come from the path', () => {
    expectTypeOf<ParamNames<'/faq/instructions/:instructionSlug/:stepId'>>().toEqualTypeOf<'instructionSlug' | 'stepId'>();
    expectTypeOf<ParamNames<'/faq'>>().toBeNever();
    expectTypeOf<LinkArgs<'/walks/:iata/:slug'>[0]>().toEqualTypeOf<{ iata: string; slug: string }>();
  });

  test('a route is linked with its parameters, encoded, and a query', () => {
    expect(linkTo(faq)).toBe('/faq');
    expect(linkTo(faq, {}, { q: 'baggage' })).toBe('/faq?q=baggage');
    expect(linkTo(step, { instructionSlug: 'refund', stepId: '2' })).toBe('/faq/instructions/refund/2');
    expect(linkTo(walk, { iata: 'MOW', slug: 'red square' })).toBe('/walks/MOW/red%20square');
  });

  test('a parameter left out gives "Missing parameters"', () => {
    // @ts-expect-error the compiler asks for `slug` too
    expect(() => linkTo(walk, { iata: 'MOW' })).toThrow(new Error('Missing parameters'));
  });
});

describe('navigation from route declarations', () => {
  const routes = [faq, step, map];

  test('offers the sections available in the visit, in declaration order, with their addresses', () => {
    expect(navigationOf(routes, { brand: 'AS', market: 'ua', language: 'uk' })).toEqual([
      { section: 'faq', label: 'faq.title', href: '/faq' },
      { section: 'map', label: 'nav.map', header: 'main', href: '/map' },
    ]);
  });

  test('leaves out a section its route does not open in the visit', () => {
    expect(navigationOf(routes, { brand: 'WA', market: 'us', language: 'en' }).map((link) => link.section)).toEqual(['faq']);
  });
});
