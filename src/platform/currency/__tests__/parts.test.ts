import { describe, expect, test } from 'vitest';
import { formatPrice } from '../../format';
import { localeFormats } from '../../format/formats';
import { plain } from '../../format/__tests__/plain';
import { formatParts, roundParts } from '../parts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('rounding the parts of a total', () => {
  test('each part rounded alone can miss the total; rounded together they add up to it', () => {
    // $108.6 + $2.6 = $111.2: alone, $109 + $3 beside a total of $111.
    expect([108.6, 2.6].map(Math.round)).toEqual([109, 3]);
    expect(roundParts([108.6, 2.6])).toEqual([109, 2]);
  });

  test.each([
    [[108.6, 2.6], 111],
    [[100.5, 10.5, 3.5], 115],
    [[99.4, 0.4, 0.4], 100],
    [[1000, 25, 150], 1175],
    [[12.3333, 12.3333, 12.3334], 37],
    [[0.49, 0.49], 1],
  ])('%j adds up to %d, each part within a unit of its amount', (amounts, whole) => {
    const parts = roundParts(amounts);
    expect(sum(parts)).toBe(whole);
    parts.forEach((part, index) => expect(Math.abs(part - amounts[index]!)).toBeLessThan(1));
  });

  test('a whole given from elsewhere is kept', () => {
    expect(roundParts([10.2, 10.2], 21)).toEqual([11, 10]);
  });

  test('whole amounts stay as they are', () => {
    expect(roundParts([8630, 150])).toEqual([8630, 150]);
  });
});

describe('a total and its parts in the visit’s currency', () => {
  const rates = { rub: 1, usd: 80, eur: 90 };
  const formats = localeFormats('en-US', ['usd', 'rub']);

  test('fare + card fee = total as written, and the total is the one the card writes', () => {
    // 8 688 ₽ = $108.60 and 208 ₽ = $2.60: the card says $111.
    const shown = formatParts([8688, 208], 'usd', rates, formats);
    expect(plain(shown.total)).toBe('$111');
    expect(shown.total).toBe(formatPrice((8688 + 208) / 80, 'usd', formats));
    expect(shown.parts.map(plain)).toEqual(['$109', '$2']);
  });

  test('in roubles when the currency has no rate', () => {
    const shown = formatParts([8630, 150], 'gbp', rates, localeFormats('ru-RU', ['gbp', 'rub']));
    expect(shown.parts.map(plain)).toEqual(['8 630 ₽', '150 ₽']);
    expect(plain(shown.total)).toBe('8 780 ₽');
  });
});
