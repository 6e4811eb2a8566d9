import { describe, expect, test } from 'vitest';
import type { SearchQuery } from '../../../contracts';
import { searchHorizonDays } from '../../../contracts/plain/search';
import { addDays } from '../model/dates';
import { buildSearchParams, parseSearchParams } from '../model/search-url';

const today = '2026-11-22';
const adult = { passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' as const };

describe('search URL grammar: multi-city and flexible dates', () => {
  test.each<[string, SearchQuery]>([
    [
      'MOW1012IST-IST1512LED-LED2012MOW1',
      {
        origin: 'MOW',
        destination: 'IST',
        departDate: '2026-12-10',
        nextLegs: [
          { origin: 'IST', destination: 'LED', date: '2026-12-15' },
          { origin: 'LED', destination: 'MOW', date: '2026-12-20' },
        ],
        ...adult,
      },
    ],
    [
      'mow2812ist-ist0301ledc21',
      {
        origin: 'MOW',
        destination: 'IST',
        departDate: '2026-12-28',
        nextLegs: [{ origin: 'IST', destination: 'LED', date: '2027-01-03' }],
        passengers: { adults: 2, children: 1, infants: 0 },
        tripClass: 'C',
      },
    ],
    ['MOW1012IST15121~3', { origin: 'MOW', destination: 'IST', departDate: '2026-12-10', returnDate: '2026-12-15', flexDays: 3, ...adult }],
    ['MOW1012ISTw1~1', { origin: 'MOW', destination: 'IST', departDate: '2026-12-10', flexDays: 1, passengers: adult.passengers, tripClass: 'W' }],
  ])('%s parses', (code, expected) => {
    expect(parseSearchParams(code, today)).toEqual(expected);
  });

  test('a later leg on the same day as the one before is that day; an earlier day and month is next year', () => {
    expect(parseSearchParams('MOW1012IST-IST1012LED1', today)?.nextLegs?.[0]?.date).toBe('2026-12-10');
    expect(parseSearchParams('MOW1012IST-IST0912LED1', today)?.nextLegs?.[0]?.date).toBe('2027-12-09');
  });

  test.each([
    ['a single leg with a dash', 'MOW1012IST-1'],
    ['an empty leg', 'MOW1012IST--IST1512LED1'],
    ['passengers on a leg before the last', 'MOW1012IST1-IST1512LED1'],
    ['a return date on a multi-city trip', 'MOW1012IST1512-IST1512LED1'],
    ['no passengers after the last leg', 'MOW1012IST-IST1512LED'],
    ['a leg without a date', 'MOW1012IST-ISTLED1'],
    ['a leg date that does not exist', 'MOW1012IST-IST3102LED1'],
    ['seven legs', 'MOW0112IST-IST0212LED-LED0312AER-AER0412KZN-KZN0512SVX-SVX0612OVB-OVB0712MOW1'],
    ['flexible dates on a multi-city trip', 'MOW1012IST-IST1512LED1~3'],
    ['more than three flexible days', 'MOW1012IST1~4'],
    ['flexible days of 0', 'MOW1012IST1~0'],
    ['a flex mark without days', 'MOW1012IST1~'],
  ])('%s is not a search: %s', (_, code) => {
    expect(parseSearchParams(code, today)).toBeNull();
  });

  test('six legs are the most', () => {
    const six = 'MOW0112IST-IST0212LED-LED0312AER-AER0412KZN-KZN0512SVX-SVX0612MOW1';
    expect(parseSearchParams(six, today)?.nextLegs).toHaveLength(5);
    expect(buildSearchParams(parseSearchParams(six, today)!)).toBe(six);
  });

  test('building and parsing give the same query back', () => {
    for (const code of ['MOW1012IST-IST1512LED-LED2012MOW1', 'MOW2812IST-IST0301LEDc21', 'MOW1012IST15121~3', 'LED0503AYTf9~2']) {
      expect(buildSearchParams(parseSearchParams(code, today)!)).toBe(code);
    }
  });

  test('every date within the horizon reads back as itself, never a year earlier', () => {
    for (let ahead = 0; ahead <= searchHorizonDays; ahead++) {
      const departDate = addDays(today, ahead);
      const query: SearchQuery = { origin: 'MOW', destination: 'IST', departDate, ...adult };
      expect(parseSearchParams(buildSearchParams(query), today)).toEqual(query);
    }
    // A year ahead would share today's day and month: the horizon stops a day short of it.
    expect(parseSearchParams(buildSearchParams({ origin: 'MOW', destination: 'IST', departDate: '2027-11-22', ...adult }), today)?.departDate).toBe(today);
  });
});
