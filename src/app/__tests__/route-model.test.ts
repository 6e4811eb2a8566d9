import { describe, expect, test } from 'vitest';
import type { PlaceChoice } from '../../platform/places';
import { $destination, $origin } from '../../product/search';
import { router } from '../routes';
import { openRoute, type VisitOptions } from './open-route';

const names: Record<string, PlaceChoice> = {
  MOW: { code: 'MOW', name: 'Moscow', type: 'city' },
  IST: { code: 'IST', name: 'Istanbul', type: 'city' },
};

const entry = (code: string, slug: string, name: string, country: string | null) => ({
  code,
  slug,
  name,
  country_code: country,
  country_name: country && 'Türkiye',
});
const istanbulPage = { city: entry('IST', 'istanbul', 'Istanbul', 'TR'), country: entry('TR', 'turkey', 'Türkiye', null), airports: [] };

async function open(pathname: string, { places, ...visit }: VisitOptions & { places?: 'known' | 'failing' } = {}) {
  // The suggest host, answering by code.
  const suggest = async (request: Request) => {
    if (places === 'failing') return new Response('{"statusCode":500,"error":"Internal Server Error","message":"Something went wrong"}', { status: 500 });
    // The explore host's catalogue, naming the city pages' city.
    if (new URL(request.url).pathname.includes('/v1/catalogue/cities/')) return Response.json(istanbulPage);
    const known = names[new URL(request.url).searchParams.get('term') ?? ''];
    const answer = known
      ? [{ type: known.type, code: known.code, name: known.name, country_code: 'XX', country_name: 'X', coordinates: { lat: 0, lon: 0 }, weight: 1 }]
      : [];
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  const scope = await openRoute(pathname, { language: 'en', ...visit }, suggest);
  return {
    scope,
    route: scope.getState(router.$current)?.route.name ?? null,
    params: scope.getState(router.$current)?.params ?? null,
    title: scope.getState(router.$documentTitle),
  };
}

describe('opening routes in a visit', () => {
  test('a market path prefix is stripped before matching, and the prefix market decides availability', async () => {
    expect((await open('/kz/guides', { market: 'kz', language: 'kk' })).route).toBe('guides');
    expect((await open('/kz/map', { market: 'kz', language: 'kk' })).route).toBeNull();
    expect((await open('/ua/map', { market: 'ua', language: 'uk' })).route).toBe('map');
    expect((await open('/kz/routes/mow/ist/', { market: 'kz', language: 'kk' })).params).toEqual({ origin: 'MOW', destination: 'IST' });
  });

  test('an SEO route page is titled with place names and prefills the search form', async () => {
    const { scope, title } = await open('/routes/mow/ist', { places: 'known' });
    expect(title).toBe('Flights Moscow – Istanbul');
    expect(scope.getState($origin)?.name).toBe('Moscow');
    expect(scope.getState($destination)?.name).toBe('Istanbul');
  });

  test('without the places index the page shows codes, honestly', async () => {
    const { scope, title } = await open('/routes/mow/ist', { places: 'failing' });
    expect(title).toBe('Flights MOW – IST');
    expect(scope.getState($origin)).toEqual({ code: 'MOW', name: 'MOW', type: 'city' });
    expect(scope.getState($destination)).toEqual({ code: 'IST', name: 'IST', type: 'city' });
  });

  test('a city page prefills the destination only; a country is named by the browser’s region names', async () => {
    const city = await open('/cities/istanbul', { places: 'known' });
    expect(city.title).toBe('Flights to Istanbul');
    expect(city.scope.getState($destination)?.code).toBe('IST');
    expect(city.scope.getState($origin)).toBeNull();
    expect((await open('/routes/mow/tr', { places: 'known' })).title).toBe('Flights from Moscow to Türkiye');
  });

  test.each([
    ['/my/orders/ab-12', 'Order ab-12'],
    ['/hotels/42', 'Hotel 42'],
    ['/faq/instructions/refund', 'Instruction: refund'],
    ['/faq/instructions/refund/2', 'Instruction: refund, step 2'],
    ['/walks/mow/red-square', 'City walk in MOW'],
    ['/support/help/123', 'Help with order 123'],
    ['/flights/su100', 'Flight SU100'],
  ])('%s is titled "%s"', async (path, title) => {
    expect((await open(path)).title).toBe(title);
  });

  test.each([
    ['AS', 'ru', '/my/more', 'Subscription: More'],
    ['AS', 'kz', '/my/more', 'Subscription: My cashback'],
    ['WA', 'us', '/my/plus', 'Subscription: Plus'],
    ['AS', 'ru', '/cashback', 'My cashback from Aviasmart'],
    ['AS', 'ru', '/more', 'Aviasmart More'],
    ['WA', 'us', '/plus', 'WayAround Plus'],
    ['WA', 'us', '/plus/payment', 'Subscribe to Plus'],
  ] as const)('%s in %s: %s is titled "%s"', async (brand, market, path, title) => {
    expect((await open(path, { brand, market })).title).toBe(title);
  });

  test('a results page is titled with the place names in the page’s language, codes until they are known', async () => {
    expect((await open('/search/MOW1012IST15121', { places: 'known' })).title).toBe('Flights Moscow – Istanbul');
    expect((await open('/search/MOW1012IST15121', { places: 'failing' })).title).toBe('Flights MOW – IST');
    expect((await open('/search/MOW1012TZX15121', { language: 'ru', places: 'failing' })).title).toBe('Авиабилеты MOW – TZX');
  });

  test('a Russian results title declines the places the case table knows, by their codes', async () => {
    expect((await open('/search/MOW1012IST15121', { language: 'ru', places: 'failing' })).title).toBe('Авиабилеты из Москвы в Стамбул');
  });

  test('a search address that does not parse opens no route', async () => {
    expect((await open('/search/XXXX')).route).toBeNull();
  });

  test('titles are translated', async () => {
    expect((await open('/routes/mow/ist', { language: 'ru', places: 'failing' })).title).toBe('Авиабилеты из Москвы в Стамбул');
    expect((await open('/routes/mow/tzx', { language: 'ru', places: 'failing' })).title).toBe('Авиабилеты MOW – TZX');
    expect((await open('/routes/led', { language: 'ru', places: 'failing' })).title).toBe('Авиабилеты из Санкт-Петербурга');
    expect((await open('/routes/mow/tr', { language: 'ru', places: 'failing' })).title).toBe('Авиабилеты из Москвы в Турцию');
    expect((await open('/routes/tzx/tr', { language: 'ru', places: 'failing' })).title).toBe('Авиабилеты из города TZX в страну Турция');
    expect((await open('/my', { language: 'ru' })).title).toBe('Личный кабинет');
  });
});
