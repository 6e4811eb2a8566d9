import { describe, expect, test } from 'vitest';
import { routeSamples } from '../../../tests/e2e/support/route-samples';
import { resolveVisit, splitMarketPrefix } from '../../platform/market';
import { router } from '../routes';

// The journeys that visit every page (tests/e2e/accessibility.spec.ts) take their addresses from
// the samples: each must open the route it names, and every route must have one.

const samples = routeSamples();

describe('route samples of the every-page journeys', () => {
  test.each(samples)('$brand $path opens $route', ({ brand, path, route }) => {
    const { market, language } = resolveVisit({ brand, path, query: {}, cookies: {} });
    const match = router.table.match(splitMarketPrefix(path).path, { brand, market, language });
    expect(match?.route.name ?? null).toBe(route);
  });

  test('every route of the table has a sample', () => {
    const sampled = new Set(samples.map(({ route }) => route));
    const missing = router.table.routes.map(({ name }) => name).filter((name) => !sampled.has(name));
    expect(missing).toEqual([]);
  });

  test('both brands are sampled, with the not-found page in each', () => {
    for (const brand of ['AS', 'WA'] as const) {
      expect(samples.filter((sample) => sample.brand === brand && sample.route === null)).toHaveLength(1);
    }
  });
});
