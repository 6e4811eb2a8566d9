import { describe, expect, test } from 'vitest';
import { chartLayout, priceLevels } from '../model/price-chart';
import { onDates, priceParams } from '../model/prices';

const size = { width: 700, height: 200, margin: { top: 10, right: 10, bottom: 30, left: 60 } };
const days = [
  { date: '2026-04-01', price: 12_000 },
  { date: '2026-04-02', price: null },
  { date: '2026-04-03', price: 9_000 },
  { date: '2026-04-04', price: 15_000 },
  { date: '2026-04-05', price: 10_500 },
];

describe('priceLevels', () => {
  test('puts each price in its quarter of the prices shown; days without one get none', () => {
    expect(priceLevels([9_000, 10_000, 11_000, 12_000, null])).toEqual([0, 1, 2, 3, null]);
    expect(priceLevels([100, 100, 100])).toEqual([0, 0, 0]);
    expect(priceLevels([null, null])).toEqual([null, null]);
  });
});

describe('chartLayout', () => {
  const layout = chartLayout(days, size);

  test('a bar per day inside the plot, higher for dearer days, none for a day without a price', () => {
    expect(layout.bars).toHaveLength(5);
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(size.margin.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(size.width - size.margin.right);
      expect(bar.y).toBeGreaterThanOrEqual(size.margin.top);
      expect(bar.y + bar.height).toBeCloseTo(layout.bottom);
    }
    expect(layout.bars[1]!.height).toBe(0);
    const heights = layout.bars
      .filter((bar) => bar.price !== null)
      .sort((a, b) => a.price! - b.price!)
      .map((bar) => bar.height);
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(layout.bars[2]!.height).toBeGreaterThan(0);
  });

  test('days keep their order left to right, in equal bands', () => {
    const xs = layout.bars.map((bar) => bar.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(layout.bars.map((bar) => bar.width.toFixed(6))).size).toBe(1);
  });

  test('price ticks are round values within the plot; the trend skips days without a price', () => {
    expect(layout.ticks.length).toBeGreaterThanOrEqual(2);
    for (const tick of layout.ticks) {
      expect(tick.value % 500).toBe(0);
      expect(tick.y).toBeGreaterThanOrEqual(size.margin.top - 0.001);
      expect(tick.y).toBeLessThanOrEqual(layout.bottom + 0.001);
    }
    // Two runs of priced days: the path is drawn in two pieces.
    expect(layout.trend.match(/M/g)).toHaveLength(2);
    expect(layout.weeks.map((week) => week.date)).toEqual(['2026-04-01']);
  });
});

describe('price calls', () => {
  const query = {
    origin: 'MOW',
    destination: 'IST',
    departDate: '2026-04-10',
    returnDate: '2026-04-17',
    passengers: { adults: 2, children: 1, infants: 0 },
    tripClass: 'C' as const,
  };

  test("ask with the search's places, dates, passengers and class", () => {
    expect(priceParams(query)).toEqual({
      origin: 'MOW',
      destination: 'IST',
      departDate: '2026-04-10',
      returnDate: '2026-04-17',
      adults: '2',
      children: '1',
      infants: '0',
      tripClass: 'C',
    });
  });

  test('a chosen day is the same search on other dates', () => {
    expect(onDates(query, '2026-04-12', '2026-04-19')).toEqual({ ...query, departDate: '2026-04-12', returnDate: '2026-04-19' });
    const { returnDate: _, ...oneWay } = query;
    expect(onDates(oneWay, '2026-04-12')).toEqual({ ...oneWay, departDate: '2026-04-12' });
  });
});
