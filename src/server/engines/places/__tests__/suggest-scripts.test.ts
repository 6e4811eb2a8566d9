import { describe, expect, test } from 'vitest';
import { SuggestQuery, type PlaceKind } from '../../../../contracts';
import { createPlacesIndex, loadPlaces } from '..';
import { nicknames } from '../nicknames';

const places = loadPlaces();
const suggest = (term: string, locale = 'en', types?: PlaceKind[]) => places.suggest(SuggestQuery.parse({ term, locale, types }));
const first = (term: string, locale = 'en') => suggest(term, locale)[0]?.code;

describe('every market finds names in every script', () => {
  test('Cyrillic on the international brand', () => {
    expect(suggest('Москва', 'en')[0]).toMatchObject({ code: 'MOW', name: 'Moscow' });
    expect(suggest('Стамбул', 'en')[0]).toMatchObject({ code: 'IST', name: 'Istanbul' });
    expect(suggest('Турция', 'en')[0]).toMatchObject({ type: 'country', code: 'TR', name: 'Turkey' });
  });

  test('Latin on the Russian brand, names shown in Russian', () => {
    expect(suggest('Istanbul', 'ru')[0]).toMatchObject({ code: 'IST', name: 'Стамбул' });
    expect(suggest('prague', 'ru')[0]).toMatchObject({ code: 'PRG', name: 'Прага' });
  });

  test('Cyrillic spelled out in Latin letters and Latin spelled in Cyrillic', () => {
    expect(first('Ист', 'ru')).toBe('IST');
    expect(first('moskva')).toBe('MOW');
    expect(first('sankt-peterburg')).toBe('LED');
    expect(first('Хельсинки')).toBe('HEL');
  });

  test('names in the other UI languages the dataset has', () => {
    expect(suggest('Alemania', 'en')[0]).toMatchObject({ code: 'DE', name: 'Germany' });
    expect(suggest('ไทย', 'ru')[0]).toMatchObject({ code: 'TH', name: 'Таиланд' });
  });

  test('among equal matches the page language comes first', () => {
    const city = (code: string, name: Record<string, string>) => ({
      code,
      name: { en: code, ...name },
      countryCode: 'UA',
      lat: 0,
      lon: 0,
      timezone: 'UTC',
      airports: [code],
      weight: 10,
    });
    const index = createPlacesIndex({ airports: [], airlines: [], countries: [], cities: [city('AAA', { es: 'Sevilla' }), city('BBB', { uz: 'Sevilo' })] });
    const first = (locale: string) => index.suggest(SuggestQuery.parse({ term: 'Sevil', locale }))[0]?.code;
    expect(first('uz')).toBe('BBB');
    expect(first('es')).toBe('AAA');
  });
});

describe('abbreviations and nicknames', () => {
  test.each([
    ['Спб', 'ru', 'LED'],
    ['СПБ', 'en', 'LED'],
    ['Питер', 'ru', 'LED'],
    ['spb', 'en', 'LED'],
    ['Мск', 'ru', 'MOW'],
    ['NYC', 'en', 'NYC'],
    ['nyc', 'ru', 'NYC'],
    ['LA', 'en', 'LAX'],
    ['Екб', 'ru', 'SVX'],
    ['Vegas', 'en', 'LAS'],
    ['ОАЭ', 'ru', 'AE'],
    ['USA', 'en', 'US'],
  ])('%s (%s) puts %s first', (term, locale, code) => {
    expect(first(term, locale)).toBe(code);
  });

  test('the beginning of a nickname finds it like a name', () => {
    expect(first('Пите', 'ru')).toBe('LED');
  });

  test('every nickname names a place of the dataset and finds it', () => {
    for (const { kind, code, names } of nicknames) {
      expect(kind === 'city' ? places.city(code) : places.country(code), code).toBeDefined();
      for (const name of names)
        expect(
          suggest(name, 'ru').map((place) => place.code),
          name,
        ).toContain(code);
    }
  });

  test('a nickname of a place missing from the data is ignored', () => {
    const data = { airports: [], airlines: [], countries: [], cities: [] };
    expect(createPlacesIndex(data).suggest(SuggestQuery.parse({ term: 'Спб' }))).toEqual([]);
  });
});

describe('the wrong keyboard layout', () => {
  test.each([
    ['ghfuf', 'ru', 'PRG'],
    ['vjcrdf', 'ru', 'MOW'],
    ['ьщысщц', 'en', 'MOW'],
    ['Cfyrn-Gtnth,ehu', 'ru', 'LED'],
    ['сщзутрфпут', 'en', 'CPH'],
  ])('%s (%s) finds %s', (term, locale, code) => {
    expect(first(term, locale)).toBe(code);
  });

  test('names typed right come before other spellings', () => {
    // «Рим» typed on QWERTY is "hbv"; "rom" as typed is Rome, and its other layout («кщь») matches nothing better.
    expect(first('rom')).toBe('ROM');
    expect(
      suggest('lond')
        .map((place) => place.code)
        .slice(0, 2),
    ).toEqual(['LON', 'LHR']);
  });
});

describe('kinds', () => {
  test('a country that matches best is followed by its main cities', () => {
    const found = suggest('Турция', 'ru');
    expect(found[0]).toMatchObject({ type: 'country', code: 'TR' });
    const cities = found.slice(1).filter((place) => place.type === 'city');
    expect(cities.map((place) => place.code).slice(0, 2)).toEqual(['IST', 'AYT']);
    expect(cities.every((place) => place.country_code === 'TR')).toBe(true);
  });

  test('no cities follow when only countries are asked for, nor when a city matches best', () => {
    expect(suggest('Турция', 'ru', ['country']).map((place) => place.type)).toEqual(['country']);
    expect(suggest('Москва', 'ru')[0]).toMatchObject({ type: 'city', code: 'MOW' });
    expect(suggest('Москва', 'ru').every((place) => place.country_code === 'RU')).toBe(true);
  });
});
