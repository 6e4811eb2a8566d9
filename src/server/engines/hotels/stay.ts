import { addDays, daysBetween, isCalendarDate } from '../fares/time';
import type { Stay } from './types';

export const maxNights = 30;
export const maxGuests = 8;
export const maxRooms = 4;
/** The most guests one room sleeps, babies under two not counted. */
export const maxGuestsPerRoom = 4;
/** Hotels sell about a year ahead, as airlines do. */
export const stayHorizonDays = 364;

export type StayProblemCode =
  'invalid_date' | 'past_date' | 'too_far_ahead' | 'check_out_before_check_in' | 'too_long' | 'too_many_guests' | 'rooms_without_adults' | 'too_many_per_room';

export interface StayProblem {
  code: StayProblemCode;
  message: string;
}

const problem = (code: StayProblemCode, message: string): StayProblem => ({ code, message });

/** Guests who need a bed: everyone but babies under two. */
export const bedGuests = (stay: Pick<Stay, 'adults' | 'childAges'>) => stay.adults + stay.childAges.filter((age) => age >= 2).length;

/** The nights of a stay, by the date each starts. */
export function stayNights({ checkIn, checkOut }: Pick<Stay, 'checkIn' | 'checkOut'>): string[] {
  const count = daysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, night) => addDays(checkIn, night));
}

/**
 * What makes a well-formed stay unbookable, or null. "Today" is the date where the hotel is:
 * a traveller in Vladivostok may book tonight in Moscow after their own midnight.
 */
export function stayProblem(stay: Stay, today: string): StayProblem | null {
  if (!isCalendarDate(stay.checkIn)) return problem('invalid_date', `Check-in date does not exist: ${stay.checkIn}`);
  if (!isCalendarDate(stay.checkOut)) return problem('invalid_date', `Check-out date does not exist: ${stay.checkOut}`);
  if (stay.checkIn < today) return problem('past_date', 'Check-in date must not be in the past');
  if (daysBetween(today, stay.checkIn) > stayHorizonDays) return problem('too_far_ahead', `Check-in date must be within ${stayHorizonDays} days`);
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) return problem('check_out_before_check_in', 'Check-out date must be after check-in date');
  if (nights > maxNights) return problem('too_long', `A stay must be at most ${maxNights} nights`);
  if (stay.adults + stay.childAges.length > maxGuests) return problem('too_many_guests', `No more than ${maxGuests} guests`);
  if (stay.rooms > stay.adults) return problem('rooms_without_adults', 'Each room needs an adult');
  if (Math.ceil(bedGuests(stay) / stay.rooms) > maxGuestsPerRoom)
    return problem('too_many_per_room', `At most ${maxGuestsPerRoom} guests per room: add a room`);
  return null;
}
