import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $location, $pageAnswer } from '../../../platform/router';
import { httpFailure } from '../../../platform/request';
import { hotelFx } from '../model/api';
import { $hotelMissing, hotelOpened, hotelPageQuery, listQuery } from '../model/hotel';

const searchId = '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11';

describe('hotel page model', () => {
  test("the address's stay and search price the rates; without dates only the language is sent", () => {
    expect(hotelPageQuery(`?check_in=2030-05-10&check_out=2030-05-12&adults=3&children=4&rooms=2&search_id=${searchId}`, 'LED-7', 'ru')).toEqual({
      locale: 'ru',
      check_in: '2030-05-10',
      check_out: '2030-05-12',
      adults: '3',
      children: '4',
      rooms: '2',
      search_id: searchId,
    });
    expect(hotelPageQuery('?search_id=nonsense', 'LED-7', 'ru')).toEqual({ locale: 'ru' });
  });

  test('the way back is the list of the same city and stay', () => {
    const city = { code: 'LED', name: 'Санкт-Петербург', centre: { lat: 0, lon: 0 } };
    const stay = { check_in: '2030-05-10', check_out: '2030-05-12', nights: 2, adults: 2, children: [], rooms: 1 };
    expect(listQuery({ city, stay })).toEqual({
      city: 'LED',
      name: 'Санкт-Петербург',
      check_in: '2030-05-10',
      check_out: '2030-05-12',
      adults: '2',
      rooms: '1',
    });
    expect(listQuery({ city, stay: null })).toEqual({ city: 'LED', name: 'Санкт-Петербург' });
  });

  test('an unknown hotel answers 404', async () => {
    const scope = fork({
      values: [[$location, { pathname: '/hotels/LED-999', search: '' }]],
      handlers: [
        [
          hotelFx,
          async () => {
            throw httpFailure({ status: 404, message: 'Hotel LED-999 not found' });
          },
        ],
      ],
    });
    await allSettled(hotelOpened, { scope, params: { hotelId: 'LED-999' } });
    expect(scope.getState($pageAnswer)).toEqual({ status: 404 });
    expect(scope.getState($hotelMissing)).toBe(true);
  });
});
