import { expect, test } from 'vitest';
import { loadPlaces } from '..';

const places = loadPlaces();

test('a metropolitan code gives its airports, biggest first', () => {
  expect(places.airportsFor('MOW').map((a) => a.code)).toEqual(['SVO', 'DME', 'VKO', 'ZIA']);
  expect(
    places
      .airportsFor('LON')
      .map((a) => a.code)
      .slice(0, 3),
  ).toEqual(['LHR', 'LGW', 'STN']);
  expect(places.airportsFor('NYC').map((a) => a.code)).toEqual(expect.arrayContaining(['JFK', 'LGA', 'EWR']));
  expect(places.airportsFor('PAR').map((a) => a.code)).toEqual(['CDG', 'ORY', 'BVA']);
});

test('an airport code gives the airport; an unknown code nothing', () => {
  expect(places.airportsFor('AER').map((a) => a.code)).toEqual(['AER']);
  expect(places.airportsFor('LHR').map((a) => a.code)).toEqual(['LHR']);
  expect(places.airportsFor('QQQ')).toEqual([]);
});

test('airports carry their city, country and time zone', () => {
  expect(places.airport('SVO')).toMatchObject({ cityCode: 'MOW', countryCode: 'RU', timezone: 'Europe/Moscow', name: { ru: 'Шереметьево' } });
  expect(places.airport('jfk')).toMatchObject({ cityCode: 'NYC', countryCode: 'US', timezone: 'America/New_York' });
  expect(places.city('AYT')).toMatchObject({ name: { en: 'Antalya', ru: 'Анталья' }, countryCode: 'TR', airports: ['AYT'] });
});

test('the biggest cities weigh most', () => {
  const weight = (code: string) => places.city(code)!.weight;
  expect(weight('MOW')).toBeGreaterThan(weight('KZN'));
  expect(weight('LON')).toBeGreaterThan(weight('MAN'));
  expect(weight('IST')).toBeGreaterThan(weight('ADB'));
});

test('countries have a name in every UI language', () => {
  const ru = places.country('RU')!;
  expect(ru.name).toMatchObject({ en: 'Russia', ru: 'Россия', kk: 'Ресей' });
  for (const lang of ['ru', 'en', 'uk', 'kk', 'uz', 'az', 'hy', 'ka', 'ky', 'tg', 'th', 'es']) expect(places.country('TR')!.name[lang]).toBeTruthy();
});

test('airlines by IATA designator, with Russian names for the known ones', () => {
  expect(places.airline('SU')).toMatchObject({ name: { en: 'Aeroflot', ru: 'Аэрофлот' }, countryCode: 'RU' });
  expect(places.airline('DP')).toMatchObject({ name: { ru: 'Победа' } });
  expect(places.airline('TK')?.name.en).toBe('Turkish Airlines');
  expect(places.airline('ZZ9')).toBeUndefined();
});
