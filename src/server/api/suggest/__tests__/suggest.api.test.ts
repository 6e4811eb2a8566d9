import { afterAll, beforeAll, expect, test } from 'vitest';
import { SuggestResponse } from '../../../../contracts';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/suggest/places2?${query}` });

test('suggests places in the requested language, cacheable for an hour', async () => {
  const response = await get(`term=${encodeURIComponent('Мос')}&locale=ru`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  const places = SuggestResponse.parse(response.json());
  expect(places[0]).toMatchObject({ type: 'city', code: 'MOW', name: 'Москва', country_code: 'RU', country_name: 'Россия' });
  expect(places.length).toBeLessThanOrEqual(7);
});

test('types[] as the client sends it filters kinds, and max caps the list', async () => {
  const response = await get('term=lon&locale=en&types[]=airport&types[]=country&max=3');
  const places = SuggestResponse.parse(response.json());
  expect(places).toHaveLength(3);
  expect(places.every((place) => place.type === 'airport')).toBe(true);
  expect(places[0]).toMatchObject({ code: 'LHR', city_code: 'LON' });
});

test('a single types value and the default locale work too', async () => {
  const places = SuggestResponse.parse((await get('term=MOW&types=city')).json());
  expect(places).toEqual([expect.objectContaining({ code: 'MOW', name: 'Moscow' })]);
});

test('a term nothing matches gives an empty list', async () => {
  const response = await get('term=qxzjv');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([]);
});

test.each([
  ['term=', 'term is required'],
  ['term=%20%20', 'term is required'],
  ['locale=ru', 'term is required'],
  [`term=${'a'.repeat(65)}`, 'term is too long'],
  ['term=lon&locale=russian', 'locale is invalid'],
  ['term=lon&types[]=hotels', 'types: unknown place kind "hotels", expected city, airport, country, hotel, hotelCity'],
  ['term=lon&types=city&types=planet', 'types: unknown place kind "planet", expected city, airport, country, hotel, hotelCity'],
  ['term=lon&max=100', 'max must be a number from 1 to 20'],
  ['term=lon&max=lots', 'max must be a number from 1 to 20'],
])('bad input %s answers 400: %s', async (query, message) => {
  const response = await get(query);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, message });
});

test('suggest has its own, ten times larger, rate limit, since every keystroke is a request', async () => {
  const limited = await buildTestApp({ globalRateLimit: 1 });
  try {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await limited.app.inject({ method: 'GET', url: '/api/suggest/places2?term=lon' })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  } finally {
    await limited.close();
  }
});

const codes = async (query: string) => SuggestResponse.parse((await get(query)).json()).map((place) => place.code);
const term = (text: string) => `term=${encodeURIComponent(text)}`;

test('«Ист» finds Istanbul and «Спб» Saint Petersburg on the Russian brand', async () => {
  expect((await codes(`${term('Ист')}&locale=ru_RU`))[0]).toBe('IST');
  const places = SuggestResponse.parse((await get(`${term('Спб')}&locale=ru_RU`)).json());
  expect(places[0]).toMatchObject({ type: 'city', code: 'LED', name: 'Санкт-Петербург' });
});

test('text typed in the wrong keyboard layout is read in the other one', async () => {
  expect((await codes(`${term('ghfuf')}&locale=ru`))[0]).toBe('PRG');
  expect((await codes(`${term('ьщысщц')}&locale=en`))[0]).toBe('MOW');
});

test('Cyrillic typed on the international brand finds the place, named in English', async () => {
  const response = await t.app.inject({ method: 'GET', url: `/api/suggest/places2?${term('Москва')}&locale=en_US`, headers: { host: 'wa.localhost' } });
  expect(response.statusCode).toBe(200);
  expect(SuggestResponse.parse(response.json())[0]).toMatchObject({ code: 'MOW', name: 'Moscow' });
});

test('a country comes with its main cities, to choose one of them', async () => {
  const places = SuggestResponse.parse((await get(`${term('Турция')}&locale=ru`)).json());
  expect(places[0]).toMatchObject({ type: 'country', code: 'TR' });
  expect(places.filter((place) => place.type === 'city' && place.country_code === 'TR').map((place) => place.code)).toEqual(
    expect.arrayContaining(['IST', 'AYT']),
  );
});
