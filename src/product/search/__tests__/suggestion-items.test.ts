import { describe, expect, test } from 'vitest';
import type { Place } from '../../../contracts';
import type { RecentSearch } from '../model/recent';
import { recentFill } from '../model/recent';
import { itemKey, suggestionItems } from '../model/suggestion-items';

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
const turkey = [place('country', 'TR', 'TR'), place('city', 'IST', 'TR', 'IST'), place('airport', 'SAW', 'TR', 'IST'), place('city', 'AYT', 'TR', 'AYT'), place('city', 'TRN', 'IT', 'TRN')];
const recent: RecentSearch = {
  id: 'MOW:IST',
  origin: { code: 'MOW', name: 'Москва', type: 'city' },
  destination: { code: 'IST', name: 'Стамбул', type: 'city' },
  query: { origin: 'MOW', destination: 'IST', departDate: '2026-12-10', returnDate: '2026-12-15', passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' },
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
