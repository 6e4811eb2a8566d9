import { allSettled, fork } from 'effector';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { router } from '../../app/routes';
import { isAvailable, type BrandCode, type Capability } from '../../platform/brand';
import { $translator, createShellTranslator } from '../../platform/i18n';
import { $brand, $language, $market, type Language } from '../../platform/market';
import { fetchFx } from '../../platform/request';
import { $location, $pageAnswer } from '../../platform/router';
import { guidesContent } from '../engines/guides';
import { buildTestApp, type TestApp } from '../testing/test-app';

// Every guide, walk and audio guide of the content (data/guides/), opened as the server opens its
// page in every brand, market and language: 200 where the brand and market rules offer it, 404
// elsewhere and for what the content does not have. The API answers are the guides module's own.

const start = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 100_000 }, { now: () => start });
});
afterAll(() => t.close());

/** The app's API calls, answered by the test app. */
async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const reply = await t.app.inject({ method: request.method as 'GET', url: url.pathname + url.search, headers: Object.fromEntries(request.headers) });
  return new Response(reply.statusCode === 204 ? null : reply.body, {
    status: reply.statusCode,
    headers: { 'content-type': String(reply.headers['content-type'] ?? '') },
  });
}

interface Visit {
  brand: BrandCode;
  market: string;
  language: Language;
}

/** The page's answer: 404 when no route takes the address in this visit, else what the page said. */
async function status(address: string, visit: Visit): Promise<number> {
  const [pathname = '', search = ''] = address.split(/(?=\?)/);
  if (!router.table.match(pathname, visit)) return 404;
  const scope = fork({
    values: [
      [$brand, visit.brand],
      [$market, visit.market],
      [$language, visit.language],
      [$location, { pathname, search }],
      [$translator, await createShellTranslator(visit)],
    ],
    handlers: [[fetchFx, answer]],
  });
  await allSettled(router.started, { scope });
  return scope.getState($pageAnswer).status;
}

const content = guidesContent();
const cities = [...content.cities.values()];
const pages: { address: string; capability: Capability; exists: boolean }[] = [
  { address: '/guides', capability: 'guides', exists: true },
  ...cities.map((city) => ({ address: `/guides?city=${city.iata}`, capability: 'guides' as const, exists: true })),
  { address: '/guides?city=ZZZ', capability: 'guides', exists: false },
  ...cities.flatMap((city) => city.walks.map((walk) => ({ address: `/walks/${city.iata}/${walk.slug}`, capability: 'walks' as const, exists: true }))),
  { address: '/walks/LED/no-such-walk', capability: 'walks', exists: false },
  ...[...content.audioguides.values()].map((guide) => ({
    address: `/audioguides/${guide.iata}/${guide.slug}`,
    capability: 'audioguides' as const,
    exists: true,
  })),
  { address: '/audioguides/LED/no-such-guide', capability: 'audioguides', exists: false },
];

const visits: Visit[] = (['AS', 'WA'] as const).flatMap((brand) =>
  ['ru', 'kz', 'uz', 'kg', 'az', 'ua', 'us'].flatMap((market) => (['ru', 'en'] as const).map((language) => ({ brand, market, language }))),
);

describe('guide, walk and audio guide pages × brands × markets × languages', () => {
  test('the content has guides, walks and audio guides to walk through', () => {
    expect(cities.length).toBeGreaterThanOrEqual(15);
    expect(pages.filter((page) => page.capability === 'walks' && page.exists).length).toBeGreaterThanOrEqual(3);
    expect(pages.filter((page) => page.capability === 'audioguides' && page.exists).length).toBeGreaterThanOrEqual(2);
  });

  test.each(pages)('$address', async ({ address, capability, exists }) => {
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const visit of visits) {
      const key = `${visit.brand} ${visit.market} ${visit.language}`;
      seen[key] = await status(address, visit);
      expected[key] = isAvailable(capability, visit) && exists ? 200 : 404;
    }
    expect(seen).toEqual(expected);
    // Each page is seen somewhere (or, when the content lacks it, nowhere).
    expect(Object.values(seen).includes(200)).toBe(exists);
  });
});
