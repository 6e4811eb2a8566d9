import * as z from 'zod/v4-mini';
import { maxSavedPassengers, SavedPassenger } from './saved-passengers';
import {
  passengerProblems,
  passengerTypesOf,
  tripDates,
  type PassengerContext,
  type PassengerFacts,
  type PassengerField,
  type PassengerProblem,
} from './passenger-rules';

export { documentTypes, genders, PassengerDocument, SavedPassenger, type DocumentType } from './saved-passengers';
export {
  ageOn,
  documentNumberValid,
  expiringDocuments,
  isPassengerProblem,
  isRealDate,
  nameMaxLength,
  normalizeDocumentNumber,
  passengerProblemCodes,
  passengerProblems,
  passengerTypes,
  passengerTypesOf,
  tripDates,
} from './passenger-rules';
export type { PassengerContext, PassengerField, PassengerProblem, PassengerProblems, PassengerType } from './passenger-rules';

/**
 * Each reason in the words of the API's 400 (`{field}: {message}`, `code` the reason): what is
 * wrong and how to put it right. The client says the same in the visit's language.
 */
export const passengerProblemMessages: Record<PassengerProblem, string> = {
  required: 'Required: fill it in as in the document',
  too_long: 'Too long: at most 60 characters, as in the document',
  name_mixed_scripts: 'Mixes Latin and Cyrillic letters: type the whole name in one alphabet, as in the document',
  name_latin: 'Must be in Latin letters A-Z, as in the passport (e.g. IVANOV)',
  name_alphabet: 'Must be in Russian or Latin letters, as in the document',
  name_characters: 'May hold only letters, with a space, hyphen or apostrophe between parts of the name',
  name_scripts_differ: 'First and last name must be in the same alphabet, as in the document',
  date_invalid: 'Not a real date: give it as YYYY-MM-DD',
  birth_future: 'Birth date is in the future: give the date of birth',
  birth_too_old: 'Birth date is more than 120 years ago: check the year',
  age_adult: 'An adult is 12 or older on the day of the flight: check the date or search with this passenger as a child or infant',
  age_child: 'A child is 2 to 11 on the day of the flight: check the date or search with this passenger as an adult or infant',
  age_infant: 'An infant is under 2 until the last flight: check the date or search with this passenger as a child',
  number_passport: 'A Russian passport number is 10 digits: the series (4) and the number (6)',
  number_international: 'A Russian international passport number is 9 digits',
  number_birth_certificate: 'A birth certificate number is a Roman numeral series, 2 Cyrillic letters and 6 digits, e.g. IV-МЮ 123456',
  number_foreign: 'A foreign passport number is 5 to 20 Latin letters and digits',
  expiry_required: 'Expiry date is required for this document',
  expired: 'The document has expired: give a valid one',
  expires_before_flight: 'The document expires before the last flight: travel with a document valid after it',
  citizenship_unknown: 'Citizenship must be an ISO 3166 country code of two capital letters',
  citizenship_not_russian: 'Russian documents are held by citizens of Russia: choose Russia or a foreign passport',
  citizenship_russian: 'A foreign passport is held by a citizen of another country: choose that country or a Russian document',
};

/** The problems of a passenger as zod issues, each with its path and its reason in `params.reason`. */
function pushProblems(issues: z.core.$ZodRawIssue[], passenger: PassengerFacts, context: PassengerContext, at: (string | number)[], only?: PassengerField) {
  for (const [field, problem] of Object.entries(passengerProblems(passenger, context)) as [PassengerField, PassengerProblem][]) {
    if (only && field !== only) continue;
    issues.push({
      code: 'custom',
      message: passengerProblemMessages[problem],
      path: [...at, ...field.split('.')],
      params: { reason: problem },
      input: passenger,
    });
  }
}

/**
 * A passenger as the booking and the account send it, checked by every rule that needs no trip
 * (`passengerProblems` without context): names, a real birth date, the document number, an expiry
 * date where the document has one, the citizenship. `BookedPassengers` adds the trip's rules.
 */
export const Passenger = SavedPassenger.check(z.check((payload) => pushProblems(payload.issues, payload.value, {}, [])));
export type Passenger = z.infer<typeof Passenger>;

/**
 * Today where the day is furthest on (UTC+14), `YYYY-MM-DD`, of a moment in epoch milliseconds: the
 * server's today for birth dates, so a date is in the future only if it is so everywhere (and never
 * where the traveller's own calendar, which the form checks with, says otherwise).
 */
export const latestToday = (now: number) => new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);

/** What a booking's passengers are checked against: the search's travellers, the ticket's flights and today. */
export interface BookingTrip {
  passengers: { adults: number; children: number; infants: number };
  segments: readonly { flights: readonly { departure: string; arrival: string }[] }[];
  today: string;
}

/** The context of each passenger of a booking, in order (adults, then children, then infants). */
export function bookingContexts(trip: BookingTrip): PassengerContext[] {
  const dates = tripDates(trip.segments);
  return passengerTypesOf(trip.passengers).map((type) => ({ type, ...dates, today: trip.today }));
}

/**
 * The passengers of one booking: each a valid `Passenger`, born on a date that fits their type on
 * the day of the flight, with a document valid after the last flight. The payments call checks
 * the body with it once the offer has told the trip; the form checks its draft the same way.
 */
export const BookedPassengers = (trip: BookingTrip) => {
  const contexts = bookingContexts(trip);
  return z.array(Passenger).check(
    z.check((payload) => {
      payload.value.forEach((passenger, index) => pushProblems(payload.issues, passenger, contexts[index] ?? { today: trip.today }, [index]));
    }),
  );
};

/**
 * The documents an account keeps (`actualize`): each a valid `Passenger`, born by `today`. An
 * expiry date that passed after a document was saved does not hold up the rest of the list: the
 * form refuses such a document when it is edited, and a booking for a flight it does not cover.
 */
export const KeptPassengers = (today: string) =>
  z.array(Passenger).check(
    z.check((payload) => {
      payload.value.forEach((passenger, index) => pushProblems(payload.issues, passenger, { today }, [index], 'birth_date'));
    }),
  );

/** `PUT /api/v1/web/aviasales/user/passengers/actualize.json` (`userPaths.passengersActualize`): the whole list as it is now, each by the passenger rules; answers `PassengerList`. */
export const ActualizePassengersBody = z.object({
  passengers: z.array(Passenger).check(z.maxLength(maxSavedPassengers, `At most ${maxSavedPassengers} passengers`)),
});
export type ActualizePassengersBody = z.infer<typeof ActualizePassengersBody>;
