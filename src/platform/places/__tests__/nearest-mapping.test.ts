import { describe, expect, test } from 'vitest';
import { NearestPlacesResponse } from '../../../contracts/places';
import { toNearestPlaces } from '../nearest';

const moscow = {
  code: 'MOW',
  name: 'Москва',
  type: 'city',
  city_code: 'MOW',
  city_name: 'Москва',
  country_code: 'RU',
  country_name: 'Россия',
  coordinates: { lat: 55.638, lon: 37.685 },
  cases: { ro: 'Москвы', vi: 'Москву' },
};
const sheremetyevo = { ...moscow, code: 'SVO', name: 'Шереметьево', type: 'airport', coordinates: { lat: 55.9726, lon: 37.4146 }, cases: undefined };
const russia = { code: 'RU', name: 'Россия', type: 'country', country_code: 'RU', country_name: 'Россия', coordinates: { lat: 55.638, lon: 37.685 } };

describe('nearest places as the client maps them (spec §3)', () => {
  test('every field of a record is mapped to its name', () => {
    expect(toNearestPlaces([moscow])).toEqual([
      {
        iata: 'MOW',
        name: 'Москва',
        type: 'city',
        coordinates: { lat: 55.638, lon: 37.685 },
        cityIata: 'MOW',
        cityName: 'Москва',
        countryIata: 'RU',
        countryName: 'Россия',
        inMetropolis: false,
        cases: { ro: 'Москвы', vi: 'Москву' },
      },
    ]);
  });

  test('a country has no city, and a place without word forms has an empty dictionary', () => {
    expect(toNearestPlaces([russia])).toEqual([
      {
        iata: 'RU',
        name: 'Россия',
        type: 'country',
        coordinates: { lat: 55.638, lon: 37.685 },
        countryIata: 'RU',
        countryName: 'Россия',
        inMetropolis: false,
        cases: {},
      },
    ]);
  });

  test('an airport is in a metropolis when its city is in the list too', () => {
    const [, airport] = toNearestPlaces([moscow, sheremetyevo, russia]);
    expect(airport).toMatchObject({ iata: 'SVO', type: 'airport', cityIata: 'MOW', inMetropolis: true });
    expect(toNearestPlaces([sheremetyevo, russia])[0]).toMatchObject({ iata: 'SVO', inMetropolis: false });
    // A city of another code does not make it one; nor does a country of the same code.
    expect(toNearestPlaces([{ ...moscow, code: 'LED' }, sheremetyevo])[1]!.inMetropolis).toBe(false);
    expect(toNearestPlaces([{ ...russia, code: 'MOW' }, sheremetyevo])[1]!.inMetropolis).toBe(false);
  });

  test('entries lacking a code, a name or a known type are dropped, the rest kept in their order', () => {
    const records = NearestPlacesResponse.parse([
      { ...moscow, code: undefined },
      { ...moscow, code: '' },
      { ...moscow, name: null },
      { ...moscow, type: undefined },
      { ...moscow, type: 'hotel' },
      sheremetyevo,
      russia,
    ]);
    expect(toNearestPlaces(records).map((place) => place.iata)).toEqual(['SVO', 'RU']);
    // The dropped city does not put the airport in a metropolis.
    expect(toNearestPlaces(records)[0]!.inMetropolis).toBe(false);
  });

  test('the answer must be an array of place records', () => {
    expect(NearestPlacesResponse.safeParse({ places: [moscow] }).success).toBe(false);
    expect(NearestPlacesResponse.safeParse(['MOW']).success).toBe(false);
    expect(NearestPlacesResponse.safeParse([{ ...moscow, code: 5 }]).success).toBe(false);
    expect(NearestPlacesResponse.safeParse([]).success).toBe(true);
  });
});
