import { maxPassengers, type SearchQuery } from '../../../contracts/search';
import type { PlacesIndex } from '../places';
import { daysBetween, isCalendarDate, localDate } from './time';

/** Airlines open their schedules about a year ahead. */
export const maxDaysAhead = 365;

/**
 * What makes a well-formed query unsearchable, as the message the client shows, or null.
 * "Today" is the date at the origin: a flight from Vladivostok may leave "tomorrow" for Moscow.
 */
export function searchProblem(query: SearchQuery, places: PlacesIndex, now: Date): string | null {
  const origin = places.airportsFor(query.origin);
  const destination = places.airportsFor(query.destination);
  if (origin.length === 0) return `Unknown place code: ${query.origin}`;
  if (destination.length === 0) return `Unknown place code: ${query.destination}`;
  const originCities = new Set(origin.map((airport) => airport.cityCode));
  if (destination.some((airport) => originCities.has(airport.cityCode))) return 'Origin and destination must differ';

  if (!isCalendarDate(query.departDate)) return `Departure date does not exist: ${query.departDate}`;
  if (query.returnDate !== undefined && !isCalendarDate(query.returnDate)) return `Return date does not exist: ${query.returnDate}`;
  const today = localDate(now.getTime(), origin[0]!.timezone);
  const ahead = daysBetween(today, query.departDate);
  if (ahead < 0) return 'Departure date must not be in the past';
  if (ahead > maxDaysAhead) return `Departure date must be within ${maxDaysAhead} days`;
  if (query.returnDate !== undefined) {
    if (query.returnDate < query.departDate) return 'Return date must not be before departure date';
    if (daysBetween(today, query.returnDate) > maxDaysAhead) return `Return date must be within ${maxDaysAhead} days`;
  }

  const { adults, children, infants } = query.passengers;
  if (adults + children + infants > maxPassengers) return `No more than ${maxPassengers} passengers`;
  // Each infant flies on an adult's lap.
  if (infants > adults) return 'Infants cannot outnumber adults';
  return null;
}
