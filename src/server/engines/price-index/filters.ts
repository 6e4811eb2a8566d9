import type { CardMethod, IndexedFare, TripKind } from './fares';
import type { VisaStatus } from './visa';

export const seasons = ['winter', 'spring', 'summer', 'autumn'] as const;
export type Season = (typeof seasons)[number];

/** When a trip leaves: a month, a season of a year (winter is December and the next two months), or a year. */
export type Period = { month: string } | { season: Season; year: number } | { year: number };

/** The months (`YYYY-MM`) of a period, in order. */
export function monthsOf(period: Period): string[] {
  if ('month' in period) return [period.month];
  const month = (year: number, index: number) => `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  if ('season' in period) {
    const first = { winter: 11, spring: 2, summer: 5, autumn: 8 }[period.season];
    // Winter 2027 is December 2026 to February 2027.
    const year = period.season === 'winter' ? period.year - 1 : period.year;
    return [0, 1, 2].map((offset) => month(year, first + offset));
  }
  return Array.from({ length: 12 }, (_, index) => month(period.year, index));
}

/** What a consumer of the index asks for; every part is optional. */
export interface FareFilter {
  /** The cards the traveller pays with: a destination's price is the lowest total among them. */
  cards?: readonly CardMethod[];
  period?: Period;
  kind?: TripKind;
  /** Trip length in days, bounds included (return trips only). */
  tripDays?: { min: number; max: number };
  /** Non-stop fares only. */
  direct?: boolean;
  /** Budget: the highest price per passenger, roubles. */
  maxPrice?: number;
  /** Entry statuses accepted, with the destination's status for the visitor; unknown ones never match. */
  visa?: { accept: readonly VisaStatus[]; statusOf: (destination: string) => VisaStatus | null };
}

/** Whether a fare of the index answers the filter. */
export function matches(fare: IndexedFare, filter: FareFilter): boolean {
  if (fare.direct !== (filter.direct ?? false)) return false;
  if (filter.cards && !filter.cards.includes(fare.card)) return false;
  if (filter.kind && fare.kind !== filter.kind) return false;
  if (filter.period && !monthsOf(filter.period).includes(fare.month)) return false;
  if (filter.tripDays && (fare.kind !== 'return' || fare.tripDays < filter.tripDays.min || fare.tripDays > filter.tripDays.max)) return false;
  if (filter.maxPrice !== undefined && fare.price > filter.maxPrice) return false;
  if (filter.visa) {
    const status = filter.visa.statusOf(fare.destination);
    if (status === null || !filter.visa.accept.includes(status)) return false;
  }
  return true;
}

/** Fresher first among equal prices, then the earlier departure: the order the index answers in. */
const better = (a: IndexedFare, b: IndexedFare) => a.price - b.price || b.foundAt.getTime() - a.foundAt.getTime() || a.departDate.localeCompare(b.departDate);

/** The cheapest matching fare per value of `key`. */
function cheapestBy(fares: readonly IndexedFare[], filter: FareFilter, key: (fare: IndexedFare) => string): IndexedFare[] {
  const best = new Map<string, IndexedFare>();
  for (const fare of fares) {
    if (!matches(fare, filter)) continue;
    const kept = best.get(key(fare));
    if (!kept || better(fare, kept) < 0) best.set(key(fare), fare);
  }
  return [...best.values()];
}

/** The cheapest matching fare of each destination, cheapest first. */
export const cheapestByDestination = (fares: readonly IndexedFare[], filter: FareFilter) => cheapestBy(fares, filter, (fare) => fare.destination).sort(better);

/** The cheapest matching fare from each origin, cheapest first. */
export const cheapestByOrigin = (fares: readonly IndexedFare[], filter: FareFilter) => cheapestBy(fares, filter, (fare) => fare.origin).sort(better);

/** The cheapest matching fare of each month, in month order. */
export const cheapestByMonth = (fares: readonly IndexedFare[], filter: FareFilter) =>
  cheapestBy(fares, filter, (fare) => fare.month).sort((a, b) => a.month.localeCompare(b.month));

/**
 * How many searches saw each destination's matching trips: a route's popularity. Each search is
 * kept once per card its prices were worked out for, so a destination counts its busiest card's.
 */
export function searchesByDestination(fares: readonly IndexedFare[], filter: FareFilter): Map<string, number> {
  const perCard = new Map<string, number>();
  for (const fare of fares) {
    if (!matches(fare, filter)) continue;
    const key = `${fare.destination} ${fare.card}`;
    perCard.set(key, (perCard.get(key) ?? 0) + fare.searches);
  }
  const searches = new Map<string, number>();
  for (const [key, count] of perCard) {
    const destination = key.slice(0, key.indexOf(' '));
    searches.set(destination, Math.max(searches.get(destination) ?? 0, count));
  }
  return searches;
}

/** The cheapest matching fare of each destination, the most searched destinations first (then the cheaper). */
export function popularByDestination(fares: readonly IndexedFare[], filter: FareFilter): { fare: IndexedFare; searches: number }[] {
  const searches = searchesByDestination(fares, filter);
  return cheapestByDestination(fares, filter)
    .map((fare) => ({ fare, searches: searches.get(fare.destination) ?? 0 }))
    .sort((a, b) => b.searches - a.searches || better(a.fare, b.fare));
}
