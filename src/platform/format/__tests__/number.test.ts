import { describe, expect, test } from 'vitest';
import { localeFormats } from '../formats';
import { formatNumber } from '../number';
import { plain } from './plain';

describe('number formatting (spec §9)', () => {
  test.each([
    // under 1000: up to 2 decimals
    [0, '0'],
    [7, '7'],
    [1.5, '1.5'],
    [3.14159, '3.14'],
    [999.99, '999.99'],
    [999.999, '1,000'],
    // 1000 to 999999: whole
    [1000, '1,000'],
    [1234.56, '1,235'],
    [999999, '999,999'],
    [999_999.6, '1M'],
    // millions: up to 2 decimals, 10M+ 1 decimal, 100M+ none
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
    [1_234_567, '1.23M'],
    [9_999_999, '10M'],
    [12_300_000, '12.3M'],
    [12_345_678, '12.3M'],
    [123_000_000, '123M'],
    [123_456_789, '123M'],
    [999_600_000, '1B'],
    // billions: 1 decimal, 10B+ none
    [1_200_000_000, '1.2B'],
    [1_250_000_000, '1.3B'],
    [12_000_000_000, '12B'],
    [12_400_000_000, '12B'],
    [999_700_000_000, '1T'],
    // trillions, as billions
    [1_500_000_000_000, '1.5T'],
    [15_000_000_000_000, '15T'],
    // the sign is kept, and the rules apply to the magnitude
    [-1.5, '-1.5'],
    [-1_500_000, '-1.5M'],
    [-0.001, '0'],
  ])('%d in en-US → %s', (value, expected) => {
    expect(formatNumber(value, localeFormats('en-US'))).toBe(expected);
  });

  test.each([
    [999.999, '1 000'],
    [3.14159, '3,14'],
    [999999, '999 999'],
    [1_500_000, '1,5M'],
    [12_300_000, '12,3M'],
    [1_200_000_000, '1,2B'],
  ])('%d in ru-RU → %s: the locale decides separators, the spec the suffix', (value, expected) => {
    expect(plain(formatNumber(value, localeFormats('ru-RU')))).toBe(expected);
  });

  test('non-finite values read as Intl writes them', () => {
    expect(formatNumber(Number.NaN, localeFormats('en-US'))).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY, localeFormats('en-US'))).toBe('∞');
  });
});
