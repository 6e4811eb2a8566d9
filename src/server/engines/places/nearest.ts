import { distanceKm, type Point } from '../fares/geo';
import type { City } from './types';

/**
 * The cities nearest to a point, nearest first: every city of the index has scheduled flights, so
 * the nearest one is where a traveller there would fly from. A scan of the ~4,000 cities takes a
 * fraction of a millisecond; a spatial index is not worth its code.
 */
export function nearestCities(cities: Iterable<City>, point: Point, count: number): City[] {
  const best: { city: City; km: number }[] = [];
  if (count < 1) return [];
  for (const city of cities) {
    const km = distanceKm(point, city);
    if (best.length === count && km >= best[count - 1]!.km) continue;
    const at = best.findIndex((entry) => km < entry.km);
    best.splice(at === -1 ? best.length : at, 0, { city, km });
    if (best.length > count) best.pop();
  }
  return best.map((entry) => entry.city);
}
