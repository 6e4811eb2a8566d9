import type { PriceInsight } from '../../../contracts/prices';

/** Fewer observations than this say too little about a route's prices to call one low or high. */
export const neededObservations = 10;

/** The q-quantile of sorted numbers, interpolated between the two nearest (as spreadsheets compute it). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of nothing');
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

export type PriceLevel = NonNullable<PriceInsight['level']>;

/**
 * Where a price stands among the route's history: low in the cheapest quarter, high in the
 * dearest, typical between. A history whose quartiles coincide (every price the same) calls only
 * what is below or above it low or high.
 */
export function judgePrice(price: number, history: readonly number[]): { level: PriceLevel | null; low: number | null; high: number | null } {
  if (history.length < neededObservations) return { level: null, low: null, high: null };
  const sorted = [...history].sort((a, b) => a - b);
  const low = quantile(sorted, 0.25);
  const high = quantile(sorted, 0.75);
  const spread = low < high;
  const level = price < low || (spread && price <= low) ? 'low' : price > high || (spread && price >= high) ? 'high' : 'typical';
  return { level, low, high };
}
