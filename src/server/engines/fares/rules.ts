import { maxPassengers, searchHorizonDays, type SearchProblemCode, type SearchQuery } from '../../../contracts/search';
import type { PlacesIndex } from '../places';
import { daysBetween, isCalendarDate, localDate } from './time';

/** Airlines open their schedules about a year ahead: the one horizon of engine, form and URL. */
export const maxDaysAhead = searchHorizonDays;

/** Why a well-formed query cannot be searched: a code the client translates and an English message. */
export interface SearchProblem {
  code: SearchProblemCode;
  message: string;
}

const problem = (code: SearchProblemCode, message: string): SearchProblem => ({ code, message });

/**
 * What makes a well-formed query unsearchable, or null.
 * "Today" is the date at the origin: a flight from Vladivostok may leave "tomorrow" for Moscow.
 * The first leg keeps the messages of one-way and return trips; a later leg's name its leg.
 */
export function searchProblem(query: SearchQuery, places: PlacesIndex, now: Date): SearchProblem | null {
  const legs = query.nextLegs ?? [];
  if (legs.length > 0 && query.returnDate !== undefined) return problem('invalid_trip', 'A trip has a return date or further legs, not both');
  if (legs.length > 0 && query.flexDays !== undefined) return problem('invalid_trip', 'Flexible dates apply to one-way and return trips');

  const trip = [{ origin: query.origin, destination: query.destination, date: query.departDate }, ...legs];
  const airports = trip.map((leg) => ({ origin: places.airportsFor(leg.origin), destination: places.airportsFor(leg.destination) }));
  for (const [index, leg] of trip.entries()) {
    const { origin, destination } = airports[index]!;
    if (origin.length === 0) return problem('unknown_place', `Unknown place code: ${leg.origin}`);
    if (destination.length === 0) return problem('unknown_place', `Unknown place code: ${leg.destination}`);
    const originCities = new Set(origin.map((airport) => airport.cityCode));
    if (destination.some((airport) => originCities.has(airport.cityCode)))
      return problem('same_place', index === 0 ? 'Origin and destination must differ' : `Leg ${index + 1}: origin and destination must differ`);
  }

  const today = localDate(now.getTime(), airports[0]!.origin[0]!.timezone);
  if (!isCalendarDate(query.departDate)) return problem('invalid_date', `Departure date does not exist: ${query.departDate}`);
  if (query.returnDate !== undefined && !isCalendarDate(query.returnDate)) return problem('invalid_date', `Return date does not exist: ${query.returnDate}`);
  const ahead = daysBetween(today, query.departDate);
  if (ahead < 0) return problem('past_date', 'Departure date must not be in the past');
  if (ahead > maxDaysAhead) return problem('too_far_ahead', `Departure date must be within ${maxDaysAhead} days`);
  if (query.returnDate !== undefined) {
    if (query.returnDate < query.departDate) return problem('return_before_departure', 'Return date must not be before departure date');
    if (daysBetween(today, query.returnDate) > maxDaysAhead) return problem('too_far_ahead', `Return date must be within ${maxDaysAhead} days`);
  }
  for (const [index, leg] of trip.entries()) {
    if (index === 0) continue;
    const name = `Leg ${index + 1}`;
    if (!isCalendarDate(leg.date)) return problem('invalid_date', `${name} date does not exist: ${leg.date}`);
    if (leg.date < trip[index - 1]!.date) return problem('legs_out_of_order', `${name} must not depart before leg ${index}`);
    if (daysBetween(today, leg.date) > maxDaysAhead) return problem('too_far_ahead', `${name} date must be within ${maxDaysAhead} days`);
  }

  const { adults, children, infants } = query.passengers;
  if (adults + children + infants > maxPassengers) return problem('too_many_passengers', `No more than ${maxPassengers} passengers`);
  // Each infant flies on an adult's lap.
  if (infants > adults) return problem('too_many_infants', 'Infants cannot outnumber adults');
  return null;
}
