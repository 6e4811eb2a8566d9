import { describe, expect, test } from 'vitest';
import { SuggestQuery, SuggestResponse, type PlaceKind } from '../../../../contracts';
import { loadPlaces } from '..';

const places = loadPlaces();
const suggest = (term: string, locale = 'en', types?: PlaceKind[], max?: number) => places.suggest(SuggestQuery.parse({ term, locale, types, max }));
const codes = (term: string, locale = 'en', types?: PlaceKind[]) => suggest(term, locale, types).map((p) => p.code);

describe('suggest', () => {
  test('an exact IATA code comes first', () => {
    expect(suggest('MOW', 'ru')[0]).toMatchObject({ type: 'city', code: 'MOW', name: 'Москва', country_name: 'Россия' });
    expect(suggest('SVO')[0]).toMatchObject({ type: 'airport', code: 'SVO', city_code: 'MOW', city_name: 'Moscow' });
  });

  test('a name prefix in the locale finds the biggest city first', () => {
    expect(suggest('Мос', 'ru')[0]).toMatchObject({ code: 'MOW', name: 'Москва' });
    expect(suggest('mos')[0]).toMatchObject({ code: 'MOW', name: 'Moscow' });
    expect(suggest('Стамб', 'ru')[0]).toMatchObject({ code: 'IST', name: 'Стамбул', country_name: 'Турция' });
    expect(suggest('санкт-пет', 'ru_RU')[0]).toMatchObject({ code: 'LED', name: 'Санкт-Петербург' });
  });

  test('a city comes before its airports', () => {
    const found = codes('lon');
    expect(found[0]).toBe('LON');
    expect(found.indexOf('LON')).toBeLessThan(found.indexOf('LHR'));
    expect(found).toEqual(expect.arrayContaining(['LHR', 'LGW', 'STN']));
  });

  test('a lower-case code competes with names, so "dub" offers Dubai before Dublin', () => {
    const found = codes('dub');
    expect(found.indexOf('DXB')).toBeLessThan(found.indexOf('DUB'));
  });

  test('inner words match: "york" finds New York, "петербург" Saint Petersburg', () => {
    expect(codes('york')[0]).toBe('NYC');
    expect(codes('петербург', 'ru')[0]).toBe('LED');
  });

  test('case, ё and diacritics do not matter', () => {
    expect(codes('ДЮССЕЛЬДОРФ', 'ru')[0]).toBe('DUS');
    expect(codes('dusseldorf')[0]).toBe('DUS');
    expect(codes('Кёльн', 'ru')[0]).toBe('CGN');
    expect(codes('кельн', 'ru')[0]).toBe('CGN');
  });

  test('one typo is forgiven in a term of four letters or more', () => {
    expect(codes('Londn')[0]).toBe('LON');
    expect(codes('Istambul')[0]).toBe('IST');
    expect(codes('Масква', 'ru')[0]).toBe('MOW');
    expect(codes('Стамбл', 'ru')[0]).toBe('IST');
  });

  test('a correct prefix does not pull in names one letter off', () => {
    expect(codes('germ')).not.toContain('PEE');
  });

  test('types[] filters kinds', () => {
    const airports = suggest('Москва', 'ru', ['airport']);
    expect(airports.map((p) => p.code)).toEqual(['SVO', 'DME', 'VKO', 'ZIA']);
    expect(airports.every((p) => p.type === 'airport' && p.city_name === 'Москва')).toBe(true);
    expect(suggest('Мос', 'ru', ['country'])).toEqual([]);
  });

  test('countries are suggested with their name in the locale', () => {
    expect(suggest('Турц', 'ru')[0]).toMatchObject({ type: 'country', code: 'TR', name: 'Турция', country_code: 'TR' });
    expect(suggest('Germ')[0]).toMatchObject({ type: 'country', code: 'DE', name: 'Germany' });
    expect(suggest('Алем', 'es')[0]).toMatchObject({ code: 'DE', name: 'Alemania' }); // spelled in Latin letters
    expect(suggest('Alema', 'es')[0]).toMatchObject({ code: 'DE', name: 'Alemania' });
    expect(suggest('Russian Fed')[0]).toMatchObject({ code: 'RU', name: 'Russia' });
  });

  test('names fall back to English where the locale has none', () => {
    expect(suggest('Bangkok', 'th')[0]).toMatchObject({ code: 'BKK', name: 'Bangkok', country_name: 'ไทย' });
  });

  test('a one-airport city is not repeated as its airport', () => {
    expect(codes('Сочи', 'ru')).toEqual(['AER']);
    expect(suggest('Сочи', 'ru', ['airport'])).toMatchObject([{ type: 'airport', code: 'AER' }]);
  });

  test('max caps the list and every answer fits the contract', () => {
    expect(suggest('м', 'ru', undefined, 3)).toHaveLength(3);
    for (const term of ['м', 'lon', 'MOW', 'Турция', 'xqzj', 'Londn']) expect(() => SuggestResponse.parse(suggest(term, 'ru'))).not.toThrow();
    expect(suggest('xqzjw')).toEqual([]);
  });
});
