import type { SearchQuery } from '../../../contracts/search';
import { addDays, distanceKm, localDate, lowestOffer, type FareProvider } from '../fares';
import type { PlacesIndex } from '../places';
import { isDirect } from './sampling';

/** What a route page says of the route beyond its prices, from a week of the fare source's searches. */
export interface RouteFacts {
  /** Great-circle distance between the cities, whole kilometres. */
  distanceKm: number;
  /** The shortest non-stop flight's duration, minutes; null when nobody flies it non-stop. */
  directMinutes: number | null;
  /** The shortest trip's duration with changes, minutes; null without any. */
  fastestMinutes: number | null;
  /** Airlines selling the route's tickets (marketing carriers), most tickets first. */
  airlines: string[];
  /** Share of the week's tickets without a change, 0..1; null without tickets. */
  directShare: number | null;
  /** The weekday (0 Sunday … 6 Saturday) whose departure is cheapest over the sampled week, with its price; null without prices. */
  cheapestWeekday: { day: number; price: number } | null;
  /** The days searched, and when. */
  sampledDays: string[];
}

/** Days ahead the week of searches starts: far enough for every weekday to be sold. */
const firstDay = 14;

/**
 * Facts of a route between two cities: searches one adult one-way in economy for seven days in a
 * row, two weeks ahead, and reads what the tickets say; null for an unknown place.
 */
export function routeFacts(provider: FareProvider, places: PlacesIndex, origin: string, destination: string, now: Date): RouteFacts | null {
  const from = places.city(origin);
  const to = places.city(destination);
  if (!from || !to) return null;
  const start = addDays(localDate(now.getTime(), from.timezone), firstDay);
  const days = Array.from({ length: 7 }, (_, offset) => addDays(start, offset));
  const carriers = new Map<string, number>();
  let tickets = 0;
  let direct = 0;
  let directMinutes = Infinity;
  let fastestMinutes = Infinity;
  let cheapest: { day: number; price: number } | null = null;
  for (const departDate of days) {
    const query: SearchQuery = { origin, destination, departDate, passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' };
    const batches = provider.search(query, { startedAt: now });
    const seen = new Set<string>();
    for (const ticket of batches.flatMap((batch) => batch.tickets)) {
      if (seen.has(ticket.id)) continue;
      seen.add(ticket.id);
      tickets++;
      const minutes = ticket.segments[0]!.duration;
      fastestMinutes = Math.min(fastestMinutes, minutes);
      if (isDirect(ticket)) {
        direct++;
        directMinutes = Math.min(directMinutes, minutes);
      }
      for (const flight of ticket.segments[0]!.flights) carriers.set(flight.carrier, (carriers.get(flight.carrier) ?? 0) + 1);
    }
    const price = lowestOffer(batches);
    const day = new Date(`${departDate}T00:00:00Z`).getUTCDay();
    if (price !== null && (!cheapest || price < cheapest.price)) cheapest = { day, price };
  }
  return {
    distanceKm: Math.round(distanceKm(from, to)),
    directMinutes: directMinutes === Infinity ? null : directMinutes,
    fastestMinutes: fastestMinutes === Infinity ? null : fastestMinutes,
    airlines: [...carriers.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code]) => code),
    directShare: tickets ? direct / tickets : null,
    cheapestWeekday: cheapest,
    sampledDays: days,
  };
}
