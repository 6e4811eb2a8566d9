import { describe, expect, test } from 'vitest';
import type { Place } from '../../../contracts';
import type { RecentSearch } from '../model/recent';
import { recentFill } from '../model/recent';
import { anywhereOrigin } from '../model/anywhere';
import { anywhereMatch, itemKey, suggestionItems, suggestionKind } from '../model/suggestion-items';

const place = (type: Place['type'], code: string, country: string, city?: string): Place => ({
  type,
  code,
  name: code,
  country_code: country,
  country_name: country,
  ...(city ? { city_code: city } : {}),
  coordinates: { lat: 0, lon: 0 },
  weight: 1,
});
const turkey = [
  place('country', 'TR', 'TR'),
  place('city', 'IST', 'TR', 'IST'),
  place('airport', 'SAW', 'TR', 'IST'),
  place('city', 'AYT', 'TR', 'AYT'),
  place('city', 'TRN', 'IT', 'TRN'),
];
const recent: RecentSearch = {
  id: 'MOW:IST',
  origin: { code: 'MOW', name: 'Москва', type: 'city' },
  destination: { code: 'IST', name: 'Стамбул', type: 'city' },
  legs: [],
  stops: [
    [
      { code: 'MOW', name: 'Москва', type: 'city' },
      { code: 'IST', name: 'Стамбул', type: 'city' },
    ],
  ],
  query: {
    origin: 'MOW',
    destination: 'IST',
    departDate: '2026-12-10',
    returnDate: '2026-12-15',
    passengers: { adults: 1, children: 0, infants: 0 },
    tripClass: 'Y',
  },
};

describe('suggestion items', () => {
  test('an empty field lists the recent searches', () => {
    expect(suggestionItems('  ', turkey, null, [recent])).toEqual([{ kind: 'history', recent }]);
    expect(suggestionItems('', null, null, [])).toEqual([]);
  });

  test('typed text lists the places, airports under their city and cities under their country', () => {
    const items = suggestionItems('Тур', turkey, null, [recent]);
    expect(items.map(itemKey)).toEqual(['country:TR', 'city:IST', 'airport:SAW', 'city:AYT', 'city:TRN']);
    expect(items.map((item) => item.kind === 'place' && item.nested)).toEqual([false, true, true, true, false]);
  });

  test('a chosen country lists only its cities', () => {
    expect(suggestionItems('Турция', turkey, 'TR', []).map(itemKey)).toEqual(['city:IST', 'city:AYT']);
  });

  test('no answer yet lists nothing', () => {
    expect(suggestionItems('Тур', null, null, [recent])).toEqual([]);
  });
});

describe('"anywhere" in the destination field', () => {
  const moscow = { code: 'MOW', name: 'Москва', type: 'city' } as const;
  const anywhere = { origin: moscow, words: ['Куда угодно', 'anywhere'] };
  const istanbul = [place('city', 'IST', 'TR', 'IST')];

  test('an empty field offers it after the recent searches, so Enter still repeats the latest', () => {
    const items = suggestionItems('', null, null, [recent], anywhere);
    expect(items.map(itemKey)).toEqual(['history:MOW:IST', 'anywhere']);
    expect(items[1]).toEqual({ kind: 'anywhere', origin: moscow });
    expect(items.map(suggestionKind)).toEqual(['history', 'anywhere']);
    expect(suggestionItems(' ', null, null, [], anywhere).map(itemKey)).toEqual(['anywhere']);
  });

  test('its word typed whole, in the UI language or in English, in any case, lists it first at once', () => {
    for (const typed of ['куда угодно', 'КУДА  УГОДНО ', 'Anywhere']) {
      expect(suggestionItems(typed, null, null, [], anywhere).map(itemKey), typed).toEqual(['anywhere']);
    }
    expect(suggestionItems('anywhere', istanbul, null, [], anywhere).map(itemKey)).toEqual(['anywhere', 'city:IST']);
  });

  test('the start of its word lists it after the places found, so Enter still picks a place', () => {
    expect(suggestionItems('Куда', istanbul, null, [], anywhere).map(itemKey)).toEqual(['city:IST', 'anywhere']);
    expect(suggestionItems('any', [], null, [], anywhere).map(itemKey)).toEqual(['anywhere']);
    // Until the places answer, nothing moves under the pointer.
    expect(suggestionItems('any', null, null, [], anywhere)).toEqual([]);
  });

  test('two letters, other words, a chosen country and a field without it do not offer it', () => {
    expect(anywhereMatch('ку', anywhere.words)).toBeNull();
    expect(anywhereMatch('Стамбул', anywhere.words)).toBeNull();
    expect(anywhereMatch('угодно', anywhere.words)).toBeNull();
    expect(suggestionItems('Ку', istanbul, null, [], anywhere).map(itemKey)).toEqual(['city:IST']);
    expect(suggestionItems('Куда угодно', turkey, 'TR', [], anywhere).map(itemKey)).toEqual(['city:IST', 'city:AYT']);
    expect(suggestionItems('', null, null, [recent]).map(itemKey)).toEqual(['history:MOW:IST']);
    expect(suggestionItems('anywhere', istanbul, null, []).map(itemKey)).toEqual(['city:IST']);
  });

  test('it leaves from the city of the origin, an airport’s own city', () => {
    expect(anywhereOrigin(moscow)).toEqual({ origin: 'MOW' });
    expect(anywhereOrigin({ code: 'SVO', name: 'Шереметьево', type: 'airport', cityCode: 'MOW' })).toEqual({ origin: 'MOW' });
  });
});

describe('a recent search back in the form', () => {
  test('keeps its dates while they are ahead', () => {
    expect(recentFill(recent, '2026-11-26').query).toMatchObject({ departDate: '2026-12-10', returnDate: '2026-12-15' });
  });

  test('drops dates that have passed, keeping the route and travellers', () => {
    const filled = recentFill(recent, '2026-12-11');
    expect(filled.query).toMatchObject({ origin: 'MOW', destination: 'IST', departDate: '', returnDate: undefined, passengers: { adults: 1 } });
    expect(filled.origin.name).toBe('Москва');
  });
});
