import { describe, expect, test } from 'vitest';
import { judgePrice, neededObservations, quantile } from '../insight';
import { PriceMemoCache } from '../price-memo';

describe('quantile', () => {
  test('interpolates between the nearest values', () => {
    expect(quantile([10], 0.25)).toBe(10);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(quantile([10, 20, 30, 40], 1)).toBe(40);
    expect(() => quantile([], 0.5)).toThrow();
  });
});

describe('judgePrice', () => {
  const history = Array.from({ length: 21 }, (_, i) => 10_000 + i * 1000); // 10 000 … 30 000; quartiles 15 000 and 25 000

  test('low in the cheapest quarter, high in the dearest, typical between', () => {
    expect(judgePrice(9_000, history)).toEqual({ level: 'low', low: 15_000, high: 25_000 });
    expect(judgePrice(15_000, history).level).toBe('low');
    expect(judgePrice(15_001, history).level).toBe('typical');
    expect(judgePrice(24_999, history).level).toBe('typical');
    expect(judgePrice(25_000, history).level).toBe('high');
    expect(judgePrice(40_000, history).level).toBe('high');
  });

  test('the order of the history does not matter', () => {
    expect(judgePrice(12_000, [...history].reverse())).toEqual(judgePrice(12_000, history));
  });

  test(`no judgement on fewer than ${neededObservations} observations`, () => {
    expect(judgePrice(1, history.slice(0, neededObservations - 1))).toEqual({ level: null, low: null, high: null });
    expect(judgePrice(1, history.slice(0, neededObservations)).level).toBe('low');
  });

  test('a flat history calls only what is below or above it low or high', () => {
    const flat = Array.from({ length: 12 }, () => 20_000);
    expect(judgePrice(20_000, flat).level).toBe('typical');
    expect(judgePrice(19_999, flat).level).toBe('low');
    expect(judgePrice(20_001, flat).level).toBe('high');
  });
});

describe('PriceMemoCache', () => {
  test('forgets after its time and drops the oldest past its size', () => {
    const start = Date.parse('2026-03-02T09:00:00Z');
    let now = start;
    const memo = new PriceMemoCache(2, 1000, () => now);
    memo.set('a', 100);
    memo.set('b', null);
    expect(memo.get('a')).toBe(100);
    expect(memo.get('b')).toBeNull();
    expect(memo.get('c')).toBeUndefined();
    memo.set('c', 300);
    expect(memo.get('a')).toBeUndefined();
    now = start + 1000;
    expect(memo.get('c')).toBe(300);
    now = start + 1001;
    expect(memo.get('c')).toBeUndefined();
  });
});
