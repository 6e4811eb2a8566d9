import { describe, expect, test } from 'vitest';
import { validateSearchForm, type SearchFormState } from '../model/validate';

const moscow = { code: 'MOW', name: 'Moscow', type: 'city' as const };
const istanbul = { code: 'IST', name: 'Istanbul', type: 'city' as const };
const sheremetyevo = { code: 'SVO', name: 'Sheremetyevo', type: 'airport' as const, cityCode: 'MOW' };
const valid: SearchFormState = {
  origin: moscow,
  destination: istanbul,
  departDate: '2026-12-10',
  returnDate: '',
  passengers: { adults: 1, children: 0, infants: 0 },
};
const today = '2026-11-22';

describe('search form validation', () => {
  test('a complete form has no errors', () => {
    expect(validateSearchForm(valid, today)).toEqual({});
    expect(validateSearchForm({ ...valid, departDate: today, returnDate: today }, today)).toEqual({});
  });

  test.each<[string, Partial<SearchFormState>, object]>([
    ['no origin', { origin: null }, { origin: 'search.error.origin' }],
    ['no destination', { destination: null }, { destination: 'search.error.destination' }],
    ['same city', { destination: moscow }, { destination: 'search.error.samePlace' }],
    ['an airport of the origin city', { destination: sheremetyevo }, { destination: 'search.error.samePlace' }],
    ['no date', { departDate: '' }, { departDate: 'search.error.departDate' }],
    ['a past date', { departDate: '2026-11-21' }, { departDate: 'search.error.pastDate' }],
    ['return before departure', { returnDate: '2026-12-09' }, { returnDate: 'search.error.returnBeforeDepart' }],
    ['ten passengers', { passengers: { adults: 5, children: 4, infants: 1 } }, { passengers: 'search.error.tooManyPassengers' }],
    ['more infants than adults', { passengers: { adults: 1, children: 0, infants: 2 } }, { passengers: 'search.error.infants' }],
  ])('%s', (_, change, errors) => {
    expect(validateSearchForm({ ...valid, ...change }, today)).toEqual(errors);
  });
});
