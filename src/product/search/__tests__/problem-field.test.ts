import { describe, expect, test } from 'vitest';
import type { SearchQuery } from '../../../contracts';
import { problemField } from '../model/failure';
import type { SearchFormField } from '../model/validate';

const base: SearchQuery = { origin: 'MOW', destination: 'IST', departDate: '2027-06-01', passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' };
const multi: SearchQuery = {
  ...base,
  nextLegs: [
    { origin: 'IST', destination: 'LED', date: '2027-06-10' },
    { origin: 'LED', destination: 'MOW', date: '2027-06-05' },
  ],
};

describe('the form field a refused search is fixed in', () => {
  test.each<[string, SearchQuery, SearchFormField]>([
    ['a one-way trip', base, 'departDate'],
    ['a return trip', { ...base, returnDate: '2027-06-08' }, 'returnDate'],
    ['a multi-city trip', { ...base, nextLegs: [{ origin: 'IST', destination: 'LED', date: '2027-06-10' }] }, 'leg2Date'],
  ])('a date beyond the horizon is the latest date of %s', (_, query, field) => {
    expect(problemField('too_far_ahead', query)).toBe(field);
  });

  test('a leg out of order is the first leg dated before the one it follows', () => {
    expect(problemField('legs_out_of_order', multi)).toBe('leg3Date');
  });

  test('without the search, the field every trip shares', () => {
    expect(problemField('too_far_ahead', null)).toBe('departDate');
    expect(problemField('legs_out_of_order', null)).toBeNull();
    expect(problemField('same_place', base)).toBe('destination');
  });
});
