import * as z from 'zod/v4-mini';

// --- passengers (documents) --------------------------------------------------------------------------

export const documentTypes = ['passport', 'international_passport', 'birth_certificate', 'foreign_passport'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const genders = ['male', 'female'] as const;

const text = (max: number) => z.string().check(z.maxLength(max, `At most ${max} characters`));
const date = z.string().check(z.maxLength(10, 'Date must be YYYY-MM-DD'));

/** A passenger's document: its type, number and, when it has one, expiry date. */
export const PassengerDocument = z.object({
  type: z.enum(documentTypes, 'Unknown document type'),
  number: text(30),
  expires_at: z.optional(z.nullable(date)),
});
export type PassengerDocument = z.infer<typeof PassengerDocument>;

/**
 * A passenger's shape: what the account keeps and answers, documents saved before the passenger
 * rules included. What is sent (documents to keep, the passengers of a payment) is `Passenger` of
 * `passenger.ts`: this shape, checked by the rules.
 */
export const SavedPassenger = z.object({
  first_name: text(100),
  last_name: text(100),
  middle_name: z.optional(z.nullable(text(100))),
  birth_date: date,
  gender: z.enum(genders, 'Gender must be male or female'),
  citizenship: text(2),
  document: PassengerDocument,
});
export type SavedPassenger = z.infer<typeof SavedPassenger>;

export { maxSavedPassengers } from './plain/user';

/** `GET /api/v1/web/aviasales/user/passengers.json`, and the answer of `actualize` (`passenger.ts`): the documents as kept. */
export const PassengerList = z.object({ passengers: z.array(SavedPassenger) });
export type PassengerList = z.infer<typeof PassengerList>;
