import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Audioguide, CityGuide, FlyThere, GuideList, Walk } from '../../../../contracts/guides';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { byteRange } from '../routes';

const start = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => start });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/guides-walks${path}`, headers });

describe('guides API', () => {
  test('lists the cities in the visit\u2019s language, English where guides are not written in it', async () => {
    const ru = GuideList.parse((await get('/v1/guides?locale=ru')).json());
    expect(ru.cities.length).toBeGreaterThanOrEqual(15);
    expect(ru).toMatchObject({ language: 'ru', fallback: false });
    expect(ru.cities.find((city) => city.iata === 'LED')?.name).toBe('Санкт-Петербург');
    const kk = GuideList.parse((await get('/v1/guides?locale=kk')).json());
    expect(kk).toMatchObject({ language: 'en', fallback: true });
    expect(kk.cities.find((city) => city.iata === 'LED')?.name).toBe('Saint Petersburg');
  });

  test('a city\u2019s guide, a walk and an audio guide; unknown ones answer 404', async () => {
    const led = CityGuide.parse((await get('/v1/guides/LED?locale=en')).json());
    expect(led.place_list.length).toBeGreaterThan(4);
    expect(led.walks.map((walk) => walk.slug)).toContain('imperial-centre');
    const walk = Walk.parse((await get('/v1/walks/LED/imperial-centre?locale=ru')).json());
    expect(walk.stops.map((stop) => stop.n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(walk.route.length).toBeGreaterThan(walk.stops.length);
    const audio = Audioguide.parse((await get('/v1/audioguides/IST/sultanahmet?locale=en')).json());
    expect(audio.chapters[0]?.audio).toBe('/v1/audio/ist-sultanahmet.en.hagia-sophia.opus');
    expect(audio.chapters[0]?.sentences.map((s) => s.start)[0]).toBe(0);
    expect((await get('/v1/guides/XXX')).statusCode).toBe(404);
    expect((await get('/v1/walks/LED/nowhere')).statusCode).toBe(404);
    expect((await get('/v1/audioguides/LED/nowhere')).statusCode).toBe(404);
  });

  test('serves audio whole and by range', async () => {
    const whole = await get('/v1/audio/led-palace-square.ru.hermitage.opus');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe('OggS');
    const part = await get('/v1/audio/led-palace-square.ru.hermitage.opus', { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect((await get('/v1/audio/led-palace-square.ru.hermitage.opus', { range: 'bytes=999999-' })).statusCode).toBe(416);
    expect((await get('/v1/audio/led-palace-square.ru.nowhere.opus')).statusCode).toBe(404);
    expect((await get('/v1/audio/..%2Fcities%2FLED.json')).statusCode).toBe(400);
  });

  test('prices the guides\u2019 cities from an origin with the fare engine', async () => {
    const found = FlyThere.parse((await get('/v1/fly-there?origin=MOW')).json());
    expect(found.depart_date).toBe('2026-03-16');
    expect(found.prices.some((entry) => entry.iata === 'MOW')).toBe(false);
    expect(found.prices.filter((entry) => entry.price !== null).length).toBeGreaterThan(10);
  });
});

test('byteRange reads the three forms and refuses the rest', () => {
  expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
  expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
  expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  expect(byteRange('bytes=100-', 100)).toBeNull();
  expect(byteRange('bytes=-', 100)).toBeNull();
  expect(byteRange('items=0-1', 100)).toBeNull();
});
