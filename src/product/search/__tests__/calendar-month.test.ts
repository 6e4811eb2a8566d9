import { describe, expect, test } from 'vitest';
import { searchHorizonDays } from '../../../contracts/plain/search';
import { addDays } from '../model/dates';
import { calendarMonth } from '../model/calendar-month';

describe('the month a one-way price calendar moves to', () => {
  const today = '2026-03-17';

  test('the search’s own month starts today and cannot go back before it', () => {
    expect(calendarMonth('2026-03-28', 0, today)).toEqual({ date: '2026-03-17', canGoBack: false, canGoOn: true });
  });

  test('the next month is asked from its first day, across a year’s end', () => {
    expect(calendarMonth('2026-03-28', 1, today)).toEqual({ date: '2026-04-01', canGoBack: true, canGoOn: true });
    expect(calendarMonth('2026-12-05', 1, today).date).toBe('2027-01-01');
    expect(calendarMonth('2027-01-31', -1, today).date).toBe('2026-12-01');
  });

  test('the calendar stops at the month the search horizon ends in', () => {
    const horizon = addDays(today, searchHorizonDays);
    const months = (Number(horizon.slice(0, 4)) - 2026) * 12 + Number(horizon.slice(5, 7)) - 3;
    expect(calendarMonth('2026-03-28', months, today).canGoOn).toBe(false);
    expect(calendarMonth('2026-03-28', months - 1, today).canGoOn).toBe(true);
  });
});
