import { chance } from './random';

/** Prices hold for a quarter of an hour after a search; after that each quarter may move them. */
export const steadyMinutes = 15;

/**
 * How a rate's price has moved since the search, as a factor (1: unchanged), or null when the room
 * has sold out meanwhile. Drawn per rate, search and quarter hour since the search: a re-check
 * within the same quarter gives the same answer, and most re-checks soon after a search none.
 * Rises are likelier than falls (rooms sell), sell-outs come only after an hour.
 */
export function priceDrift(key: string, minutesSinceSearch: number): number | null {
  const quarter = Math.floor(minutesSinceSearch / steadyMinutes);
  if (quarter < 1) return 1;
  const roll = chance(`${key}:${quarter}`);
  if (quarter >= 4 && roll > 0.96) return null;
  if (roll < 0.55) return 1;
  const size = chance(`${key}:${quarter}:size`);
  return roll < 0.85 ? 1.01 + 0.03 * size : 0.99 - 0.02 * size;
}
