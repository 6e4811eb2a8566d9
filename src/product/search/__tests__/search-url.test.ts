import { describe, expect, test } from 'vitest';
import { buildSearchParams, parseSearchParams } from '../model/search-url';

const today = '2026-11-22';

describe('search URL grammar', () => {
  test.each([
    [
      'MOW1012IST15121',
      {
        origin: 'MOW',
        destination: 'IST',
        departDate: '2026-12-10',
        returnDate: '2026-12-15',
        passengers: { adults: 1, children: 0, infants: 0 },
        tripClass: 'Y',
      },
    ],
    ['mow1012ist1', { origin: 'MOW', destination: 'IST', departDate: '2026-12-10', passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' }],
    ['LED0503AYTc21', { origin: 'LED', destination: 'AYT', departDate: '2027-03-05', passengers: { adults: 2, children: 1, infants: 0 }, tripClass: 'C' }],
    [
      'MOW1012IST1512201',
      {
        origin: 'MOW',
        destination: 'IST',
        departDate: '2026-12-10',
        returnDate: '2026-12-15',
        passengers: { adults: 2, children: 0, infants: 1 },
        tripClass: 'Y',
      },
    ],
    ['MOW1012IST121', { origin: 'MOW', destination: 'IST', departDate: '2026-12-10', passengers: { adults: 1, children: 2, infants: 1 }, tripClass: 'Y' }],
    [
      'MOW2212IST0301w1',
      {
        origin: 'MOW',
        destination: 'IST',
        departDate: '2026-12-22',
        returnDate: '2027-01-03',
        passengers: { adults: 1, children: 0, infants: 0 },
        tripClass: 'W',
      },
    ],
    ['MOW2211IST1', { origin: 'MOW', destination: 'IST', departDate: '2026-11-22', passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' }],
    ['MOW2111IST1', { origin: 'MOW', destination: 'IST', departDate: '2027-11-21', passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' }],
  ])('%s parses', (code, expected) => {
    expect(parseSearchParams(code, today)).toEqual(expected);
  });

  test.each(['', 'MOW', 'MOW1012IST', 'MOW1012IST1512', 'MOW3202IST1', 'MOW1012IST0', 'MO1012IST1', 'MOW1012IST1x', 'MOW1012IST15121234'])(
    '%s is not a search',
    (code) => {
      expect(parseSearchParams(code, today)).toBeNull();
    },
  );

  test('29 February waits for a leap year', () => {
    expect(parseSearchParams('MOW2902IST1', '2027-03-01')?.departDate).toBe('2028-02-29');
  });

  test('building and parsing give the same query back', () => {
    for (const code of ['MOW1012IST15121', 'LED0503AYTc21', 'MOW1012IST1512201', 'TYO0101NYCf9']) {
      expect(buildSearchParams(parseSearchParams(code, today)!)).toBe(code);
    }
  });
});
