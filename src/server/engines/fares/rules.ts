import { maxPassengers, type SearchProblemCode, type SearchQuery } from '../../../contracts/search';
import type { PlacesIndex } from '../places';
import { daysBetween, isCalendarDate, localDate } from './time';

/** Airlines open their schedules about a year ahead. */
export const maxDaysAhead = 365;

/** Why a well-formed query cannot be searched: a code the client translates and an English message. */
export interface SearchProblem {
  code: SearchProblemCode;
  message: string;
}

const problem = (code: SearchProblemCode, message: string): SearchProblem => ({ code, message });

/**
 * What makes a well-formed query unsearchable, or null.
 * "Today" is the date at the origin: a flight from Vladivostok may leave "tomorrow" for Moscow.
 */
export function searchProblem(query: SearchQuery, places: PlacesIndex, now: Date): SearchProblem | null {
  const origin = places.airportsFor(query.origin);
  const destination = places.airportsFor(query.destination);
  if (origin.length === 0) return problem('unknown_place', `Unknown place code: ${query.origin}`);
  if (destination.length === 0) return problem('unknown_place', `Unknown place code: ${query.destination}`);
  const originCities = new Set(origin.map((airport) => airport.cityCode));
  if (destination.some((airport) => originCities.has(airport.cityCode))) return problem('same_place', 'Origin and destination must differ');

  if (!isCalendarDate(query.departDate)) return problem('invalid_date', `Departure date does not exist: ${query.departDate}`);
  if (query.returnDate !== undefined && !isCalendarDate(query.returnDate)) return problem('invalid_date', `Return date does not exist: ${query.returnDate}`);
  const today = localDate(now.getTime(), origin[0]!.timezone);
  const ahead = daysBetween(today, query.departDate);
  if (ahead < 0) return problem('past_date', 'Departure date must not be in the past');
  if (ahead > maxDaysAhead) return problem('too_far_ahead', `Departure date must be within ${maxDaysAhead} days`);
  if (query.returnDate !== undefined) {
    if (query.returnDate < query.departDate) return problem('return_before_departure', 'Return date must not be before departure date');
    if (daysBetween(today, query.returnDate) > maxDaysAhead) return problem('too_far_ahead', `Return date must be within ${maxDaysAhead} days`);
  }

  const { adults, children, infants } = query.passengers;
  if (adults + children + infants > maxPassengers) return problem('too_many_passengers', `No more than ${maxPassengers} passengers`);
  // Each infant flies on an adult's lap.
  if (infants > adults) return problem('too_many_infants', 'Infants cannot outnumber adults');
  return null;
}
