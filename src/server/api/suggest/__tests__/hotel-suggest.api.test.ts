import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SuggestAnswer, SuggestResponse } from '../../../../contracts/places';
import { hotelInventory } from '../../../engines/hotels';
import { placesFixture } from '../../../testing/places-fixture';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { places: placesFixture });
});
afterAll(() => t.close());

async function suggest(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/suggest/places2?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return SuggestAnswer.parse(response.json());
}

const inventory = hotelInventory(placesFixture);
const led = inventory.city('LED')!;
/** An independent hotel of Saint Petersburg and the first word of its name. */
const independent = led.hotels.find((hotel) => hotel.chain === null)!;
const word = independent.name.ru!.match(/«([^»\s]+)/)![1]!;

describe('hotel kinds of suggestions (spec §3: hotel, hotelCity)', () => {
  test('without them the answer is the places one, as before', async () => {
    for (const query of ['term=san', 'term=san&types[]=city', `term=${encodeURIComponent('санкт')}&locale=ru&types=city&types=airport`]) {
      const answer = await suggest(query);
      expect(SuggestResponse.parse(answer)).toEqual(answer);
      expect(answer.every((entry) => entry.type !== 'hotel' && entry.type !== 'hotelCity')).toBe(true);
    }
    const types = ['city', 'airport', 'country'] as const;
    expect(await suggest('term=san&max=5')).toEqual(placesFixture.suggest({ term: 'san', locale: 'en', types: [...types], max: 5 }));
  });

  test('hotelCity: a city with its number of hotels and its centre', async () => {
    const answer = await suggest(`term=${encodeURIComponent('санкт')}&locale=ru&types[]=hotelCity`);
    expect(answer[0]).toEqual({
      type: 'hotelCity',
      code: 'LED',
      name: 'Санкт-Петербург',
      country_code: 'RU',
      country_name: 'Россия',
      city_code: 'LED',
      city_name: 'Санкт-Петербург',
      coordinates: led.centre,
      weight: expect.any(Number),
      hotels: led.hotels.length,
    });
  });

  test('hotel: hotels by their name in either alphabet, with their city and stars', async () => {
    const russian = await suggest(`term=${encodeURIComponent(word)}&locale=ru&types[]=hotel&max=20`);
    expect(russian.every((entry) => entry.type === 'hotel')).toBe(true);
    const found = russian.find((entry) => entry.code === independent.id);
    expect(found).toMatchObject({ name: independent.name.ru, city_code: 'LED', city_name: 'Санкт-Петербург', stars: independent.stars });
    const english = await suggest(`term=${encodeURIComponent(independent.name.en.split(' ')[0]!)}&types[]=hotel&max=20`);
    expect(english.find((entry) => entry.code === independent.id)).toMatchObject({ name: independent.name.en, city_name: 'Saint Petersburg' });
  });

  test('hotel kinds with place kinds: cities with hotels, then hotels, then places, max in all', async () => {
    const answer = await suggest(`term=${encodeURIComponent('санкт')}&locale=ru&types[]=hotelCity&types[]=hotel&types[]=city&max=4`);
    expect(answer.length).toBeLessThanOrEqual(4);
    expect(answer[0]!.type).toBe('hotelCity');
    const rank = { hotelCity: 0, hotel: 1, city: 2, airport: 2, country: 2 };
    const ranks = answer.map((entry) => rank[entry.type]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
