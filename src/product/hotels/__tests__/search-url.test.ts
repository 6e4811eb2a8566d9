import { describe, expect, test } from 'vitest';
import {
  emptyView,
  parseDestination,
  parseLayout,
  parseStay,
  parseView,
  searchQuery,
  stayKey,
  viewQuery,
  withoutLayout,
  type HotelStay,
} from '../model/search-url';

const stay: HotelStay = {
  destination: { kind: 'city', code: 'LED', name: 'Санкт-Петербург' },
  checkIn: '2030-05-10',
  checkOut: '2030-05-12',
  adults: 2,
  children: [5, 11],
  rooms: 1,
};

describe('hotel search address', () => {
  test('a stay and a view survive the round trip through the query string', () => {
    const view = { ...emptyView, sort: 'rating' as const, stars: [5, 4], freeCancellation: true, amenities: ['wifi' as const], priceMax: 20000 };
    const query = new URLSearchParams(searchQuery(stay, view));
    expect(parseStay(query)).toEqual(stay);
    expect(parseView(query)).toEqual({ ...view, stars: [4, 5] });
  });

  test('defaults are left out of the address', () => {
    expect(viewQuery(emptyView)).toEqual({});
    expect(searchQuery({ ...stay, children: [] }, emptyView)).toEqual({
      city: 'LED',
      name: 'Санкт-Петербург',
      check_in: '2030-05-10',
      check_out: '2030-05-12',
      adults: '2',
      rooms: '1',
    });
  });

  test('a hotel is a destination too', () => {
    const query = new URLSearchParams('hotel=LED-7&check_in=2030-05-10&check_out=2030-05-11');
    expect(parseStay(query)).toMatchObject({ destination: { kind: 'hotel', code: 'LED-7', name: 'LED-7' }, adults: 2, rooms: 1, children: [] });
  });

  test.each([
    ['', 'no destination'],
    ['city=led&check_in=2030-05-10&check_out=2030-05-12', 'a lower-case code'],
    ['city=LED&check_in=10.05.2030&check_out=2030-05-12', 'a date in another format'],
    ['city=LED&check_in=2030-05-10&check_out=2030-05-12&adults=0', 'no adult'],
    ['city=LED&check_in=2030-05-10&check_out=2030-05-12&children=5,18', 'a child of 18'],
    ['city=LED&check_in=2030-05-10&check_out=2030-05-12&rooms=5', 'five rooms'],
  ])('%s names no stay (%s)', (search) => {
    expect(parseStay(new URLSearchParams(search))).toBeNull();
  });

  test('unknown filter values are dropped, not guessed', () => {
    const view = parseView(new URLSearchParams('sort=cheap&stars=0,3,9&amenities=wifi,sauna&meal_plans=breakfast,buffet&rating_min=11&price_min=-5'));
    expect(view).toEqual({ ...emptyView, stars: [3], amenities: ['wifi'], mealPlans: ['breakfast'] });
  });

  test('the search key ignores the name and the view', () => {
    expect(stayKey(stay)).toBe(stayKey({ ...stay, destination: { ...stay.destination, name: 'Saint Petersburg' } }));
    expect(stayKey(stay)).not.toBe(stayKey({ ...stay, checkOut: '2030-05-13' }));
  });

  test('a destination without dates starts the form (a hotel page without dates links so)', () => {
    expect(parseDestination(new URLSearchParams('hotel=LED-7&name=Aurora'))).toEqual({ kind: 'hotel', code: 'LED-7', name: 'Aurora' });
    expect(parseDestination(new URLSearchParams('city=LED'))).toEqual({ kind: 'city', code: 'LED', name: 'LED' });
    expect(parseDestination(new URLSearchParams('hotel=7'))).toBeNull();
    expect(parseStay(new URLSearchParams('hotel=LED-7&name=Aurora'))).toBeNull();
  });

  test('the map shown is in the address (view=map), the list is the default and left out', () => {
    const query = new URLSearchParams(searchQuery(stay, { ...emptyView, stars: [4] }, 'map'));
    expect(query.get('view')).toBe('map');
    expect(parseLayout(query)).toBe('map');
    expect(parseView(query)).toEqual({ ...emptyView, stars: [4] });
    expect(searchQuery(stay, emptyView)).not.toHaveProperty('view');
    expect(searchQuery(stay, emptyView, 'list')).not.toHaveProperty('view');
    expect(parseLayout(new URLSearchParams('view=satellite'))).toBe('list');
    expect(parseLayout(new URLSearchParams(''))).toBe('list');
  });

  test('two addresses that differ only in their layout show the same search', () => {
    expect(withoutLayout('?city=LED&view=map&stars=4')).toBe(withoutLayout('?city=LED&stars=4'));
    expect(withoutLayout('?city=LED&view=map&stars=4')).not.toBe(withoutLayout('?city=LED&stars=5'));
  });
});
