import { expect, test } from 'vitest';
import type { Ticket } from '../../../../contracts';
import { createPlacesIndex, readPlacesData } from '../../../engines/places';
import { searchDictionary } from '../dictionary';

const places = createPlacesIndex(readPlacesData());

const ticket: Ticket = {
  id: 'x',
  segments: [
    {
      flights: [
        { carrier: 'SU', number: '2130', origin: 'SVO', destination: 'IST', departure: '2026-04-10T08:00', arrival: '2026-04-10T12:00', duration: 240 },
      ],
      duration: 240,
    },
  ],
  offers: [{ agency_id: 'a', agency_name: 'A', price: 1000, baggage: false }],
};

test('a Kazakh results page names airports and cities in Russian, not English (the filters’ labels)', () => {
  const { airports } = searchDictionary([ticket], 'kk', places);
  expect(airports.SVO).toEqual({ name: 'Шереметьево', city: 'Москва' });
  expect(airports.IST?.city).toBe('Стамбул');
});

test('the dictionary and the suggest answer name a place alike in every UI language', () => {
  for (const locale of ['ru', 'en', 'kk', 'uk', 'hy-AM', 'es-ES']) {
    const [moscow] = places.suggest({ term: 'SVO', locale, types: ['airport'], max: 1 });
    expect(searchDictionary([ticket], locale, places).airports.SVO).toEqual({ name: moscow!.name, city: moscow!.city_name });
  }
});
