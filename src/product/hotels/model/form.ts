import { maxHotelGuests, maxHotelRooms, maxStayNights } from '../../../contracts/plain/hotel-offers';
import type { HotelStay } from './search-url';

export type StayField = 'destination' | 'checkIn' | 'checkOut' | 'guests';
/** What is wrong with a field, as a reason the form says in the visitor's language. */
export type StayProblem = 'noDestination' | 'pastDate' | 'tooFar' | 'checkOutBeforeIn' | 'tooLong' | 'tooManyGuests' | 'roomsOverAdults';

export interface StayDraft extends Omit<HotelStay, 'destination'> {
  destination: HotelStay['destination'] | null;
}

const dayMs = 86_400_000;
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
export const nightsBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** An empty form (with the address's destination, if any): two weeks ahead, two nights, two adults, one room. */
export const draftFor = (today: string, stay: HotelStay | null, destination: HotelStay['destination'] | null = null): StayDraft =>
  stay ?? { destination, checkIn: addDays(today, 14), checkOut: addDays(today, 16), adults: 2, children: [], rooms: 1 };

/** The problems the API would answer, found before asking it (README of the hotels API: a stay that cannot be booked). */
export function stayProblems(draft: StayDraft, today: string): Partial<Record<StayField, StayProblem>> {
  const problems: Partial<Record<StayField, StayProblem>> = {};
  if (!draft.destination) problems.destination = 'noDestination';
  if (draft.checkIn < today) problems.checkIn = 'pastDate';
  else if (nightsBetween(today, draft.checkIn) > 364) problems.checkIn = 'tooFar';
  const nights = nightsBetween(draft.checkIn, draft.checkOut);
  if (nights < 1) problems.checkOut = 'checkOutBeforeIn';
  else if (nights > maxStayNights) problems.checkOut = 'tooLong';
  if (draft.adults + draft.children.length > maxHotelGuests) problems.guests = 'tooManyGuests';
  else if (draft.rooms > draft.adults || draft.rooms > maxHotelRooms) problems.guests = 'roomsOverAdults';
  return problems;
}
