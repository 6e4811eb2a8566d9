import { describe, expect, test } from 'vitest';
import { formatDate, formatDayWith, formatMoment, formatWallClock } from '../date';
import { localeFormats } from '../formats';
import { plain } from './plain';

describe('dates', () => {
  test.each([
    ['2026-05-12', 'en-US', 'Tue, May 12'],
    ['2026-05-12T23:30', 'en-US', 'Tue, May 12'],
    ['2026-05-12', 'ru-RU', 'вт, 12 мая'],
  ])('%s in %s → %s, whatever the time zone', (date, locale, expected) => {
    expect(plain(formatDate(date, localeFormats(locale)))).toBe(expected);
  });

  test('the long style writes the day and the month’s full name', () => {
    expect(plain(formatDate('2026-05-12', localeFormats('ru-RU'), 'long'))).toBe('12 мая');
  });

  test('a month title and a day’s full name keep the calendar day in any time zone', () => {
    expect(plain(formatDayWith('2026-05-01', 'ru-RU', { month: 'long', year: 'numeric' }))).toBe('май 2026 г.');
    expect(plain(formatDayWith('2026-05-12T23:30', 'en-US', { weekday: 'long', day: 'numeric', month: 'long' }))).toBe('Tuesday, May 12');
  });

  test('an instant is written with its date and time', () => {
    const written = plain(formatMoment('2026-11-26T08:49:45Z', 'en-US'));
    expect(written).toMatch(/^Nov 2[56], 2026, \d{1,2}:\d{2} [AP]M$/);
  });

  test('an airport’s wall-clock time is written as it reads there, in any time zone', () => {
    expect(plain(formatWallClock('2026-12-18T21:40', 'en-US'))).toBe('Dec 18, 2026, 9:40 PM');
    expect(plain(formatWallClock('2026-12-18T21:40', 'ru-RU'))).toBe('18 дек. 2026 г., 21:40');
  });
});
