import { describe, expect, test } from 'vitest';
import { draftFor, stayProblems } from '../model/form';

// A fixed "today": the checks take it as a parameter and never read the clock.
const today = '2030-01-15';

describe('hotel stay form', () => {
  test('an empty form starts two weeks ahead for two nights, two adults in one room', () => {
    expect(draftFor(today, null)).toEqual({ destination: null, checkIn: '2030-01-29', checkOut: '2030-01-31', adults: 2, children: [], rooms: 1 });
  });

  test('the problems the API would answer are found before asking it', () => {
    const draft = { ...draftFor(today, null), destination: { kind: 'city' as const, code: 'LED', name: 'LED' } };
    expect(stayProblems(draft, today)).toEqual({});
    expect(stayProblems({ ...draft, destination: null }, today)).toEqual({ destination: 'noDestination' });
    expect(stayProblems({ ...draft, checkIn: '2030-01-14' }, today).checkIn).toBe('pastDate');
    expect(stayProblems({ ...draft, checkIn: '2031-01-15', checkOut: '2031-01-16' }, today).checkIn).toBe('tooFar');
    expect(stayProblems({ ...draft, checkOut: draft.checkIn }, today).checkOut).toBe('checkOutBeforeIn');
    expect(stayProblems({ ...draft, checkOut: '2030-03-01' }, today).checkOut).toBe('tooLong');
    expect(stayProblems({ ...draft, adults: 7, children: [3, 4] }, today).guests).toBe('tooManyGuests');
    expect(stayProblems({ ...draft, adults: 1, rooms: 2 }, today).guests).toBe('roomsOverAdults');
  });
});
