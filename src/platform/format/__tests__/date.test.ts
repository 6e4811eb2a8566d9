import { describe, expect, test } from 'vitest';
import { formatDate } from '../date';
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
});
