import { describe, expect, test } from 'vitest';
import type { SearchQuery } from '../../../../contracts';
import { placesFixture } from '../../../testing/places-fixture';
import { searchProblem } from '../rules';
import { searchQuery } from '../../../testing/search-query';

const now = new Date('2026-03-02T09:00:00Z');
const query = searchQuery;
const problem = (change: Partial<SearchQuery>, at = now) => searchProblem(query(change), placesFixture, at)?.message ?? null;
const code = (change: Partial<SearchQuery>) => searchProblem(query(change), placesFixture, now)?.code ?? null;

describe('searchProblem', () => {
  test('a well-formed query of known places has none', () => {
    expect(problem({})).toBeNull();
    expect(problem({ origin: 'SVO', destination: 'SAW', returnDate: '2026-04-10' })).toBeNull();
  });

  test('names an unknown place code', () => {
    expect(problem({ origin: 'XXX' })).toBe('Unknown place code: XXX');
    expect(problem({ destination: 'QQQ' })).toBe('Unknown place code: QQQ');
  });

  test('origin and destination in the same city are the same place', () => {
    expect(problem({ destination: 'MOW' })).toBe('Origin and destination must differ');
    expect(problem({ origin: 'SVO', destination: 'DME' })).toBe('Origin and destination must differ');
    expect(problem({ origin: 'SVO', destination: 'MOW' })).toBe('Origin and destination must differ');
  });

  test('dates must exist, not be in the past, nor too far ahead', () => {
    expect(problem({ departDate: '2026-02-30' })).toBe('Departure date does not exist: 2026-02-30');
    expect(problem({ departDate: '2026-03-01' })).toBe('Departure date must not be in the past');
    expect(problem({ departDate: '2026-03-02' })).toBeNull();
    expect(problem({ departDate: '2027-03-10' })).toBe('Departure date must be within 364 days');
    expect(problem({ returnDate: '2026-04-09' })).toBe('Return date must not be before departure date');
    expect(problem({ returnDate: '2026-04-31' })).toBe('Return date does not exist: 2026-04-31');
  });

  test('"today" is the date at the origin', () => {
    // 22:00 UTC on 1 March is already 2 March in Moscow but still 1 March in New York.
    const lateEvening = new Date('2026-03-01T22:00:00Z');
    expect(problem({ departDate: '2026-03-01' }, lateEvening)).toBe('Departure date must not be in the past');
    expect(problem({ origin: 'NYC', destination: 'LON', departDate: '2026-03-01' }, lateEvening)).toBeNull();
  });

  test('passengers: at most nine, no more infants than adults', () => {
    expect(problem({ passengers: { adults: 5, children: 4, infants: 0 } })).toBeNull();
    expect(problem({ passengers: { adults: 5, children: 4, infants: 1 } })).toBe('No more than 9 passengers');
    expect(problem({ passengers: { adults: 1, children: 0, infants: 2 } })).toBe('Infants cannot outnumber adults');
  });

  test('each problem carries the code the client translates', () => {
    expect(code({})).toBeNull();
    expect(code({ origin: 'XXX' })).toBe('unknown_place');
    expect(code({ origin: 'SVO', destination: 'MOW' })).toBe('same_place');
    expect(code({ departDate: '2026-02-30' })).toBe('invalid_date');
    expect(code({ departDate: '2026-03-01' })).toBe('past_date');
    expect(code({ departDate: '2027-03-10' })).toBe('too_far_ahead');
    expect(code({ returnDate: '2026-04-09' })).toBe('return_before_departure');
    expect(code({ passengers: { adults: 5, children: 4, infants: 1 } })).toBe('too_many_passengers');
    expect(code({ passengers: { adults: 1, children: 0, infants: 2 } })).toBe('too_many_infants');
  });
});
