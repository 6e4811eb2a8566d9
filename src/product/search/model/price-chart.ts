import { scaleBand, scaleLinear, scaleQuantile } from 'd3-scale';
import { curveMonotoneX, line } from 'd3-shape';

/** 0 for the cheapest quarter of the priced days … 3 for the dearest quarter. */
export type PriceLevel = 0 | 1 | 2 | 3;

/**
 * Each price's quarter among the prices shown (d3's quantile scale), so that the colour scale
 * spreads over what is on screen whatever the route's price level; days without a price have none.
 */
export function priceLevels(prices: readonly (number | null)[]): (PriceLevel | null)[] {
  const known = prices.filter((price): price is number => price !== null);
  if (known.length === 0) return prices.map(() => null);
  const scale = scaleQuantile<PriceLevel>().domain(known).range([0, 1, 2, 3]);
  // One price, or all the same: every day is as cheap as it gets.
  const flat = Math.min(...known) === Math.max(...known);
  return prices.map((price) => (price === null ? null : flat ? 0 : scale(price)));
}

export interface ChartDay {
  date: string;
  price: number | null;
}

export interface ChartSize {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

/**
 * The price graph's geometry in SVG units: a bar per day (days without a price have none), the
 * trend line through the priced days, price ticks on the left and the first day of each week below.
 * The price axis starts a little under the cheapest day so that differences show.
 */
export function chartLayout(days: readonly ChartDay[], { width, height, margin }: ChartSize) {
  const known = days.flatMap((day) => (day.price === null ? [] : [day.price]));
  const x = scaleBand<string>()
    .domain(days.map((day) => day.date))
    .range([margin.left, width - margin.right])
    .paddingInner(0.25);
  const bottom = height - margin.bottom;
  const y = scaleLinear()
    .domain(known.length ? [Math.min(...known) * 0.85, Math.max(...known) * 1.02] : [0, 1])
    .nice(4)
    .range([bottom, margin.top]);
  const centre = (date: string) => x(date)! + x.bandwidth() / 2;
  const bars = days.map((day) => {
    const top = day.price === null ? bottom : y(day.price);
    return { ...day, x: x(day.date)!, y: top, width: x.bandwidth(), height: bottom - top };
  });
  const trend =
    line<ChartDay>()
      .defined((day) => day.price !== null)
      .x((day) => centre(day.date))
      .y((day) => y(day.price ?? 0))
      .curve(curveMonotoneX)(days) ?? '';
  const ticks = y.ticks(4).map((value) => ({ value, y: y(value) }));
  const weeks = days.filter((_, i) => i % 7 === 0).map((day) => ({ date: day.date, x: centre(day.date) }));
  return { bars, trend, ticks, weeks, bottom };
}
