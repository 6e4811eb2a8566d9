import { CreatePaymentBody, type BookingMethod } from '../../../contracts/booking';
import type { documentTypes, genders, Passenger } from '../../../contracts/user';
import type { OfferChoice } from './offer-ref';

/** A passenger as typed: every field a string, nothing lost when another field is wrong. */
export interface PassengerDraft {
  first_name: string;
  last_name: string;
  birth_date: string;
  gender: (typeof genders)[number];
  citizenship: string;
  document_type: (typeof documentTypes)[number];
  document_number: string;
  document_expires: string;
}

export interface BookingDraft {
  passengers: PassengerDraft[];
  email: string;
  phone: string;
  method: BookingMethod;
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export const emptyPassenger = (citizenship = 'RU'): PassengerDraft => ({
  first_name: '',
  last_name: '',
  birth_date: '',
  gender: 'male',
  citizenship,
  document_type: 'international_passport',
  document_number: '',
  document_expires: '',
});

/** A saved document as a draft: the booking form is filled from the account. */
export const passengerDraft = (passenger: Passenger): PassengerDraft => ({
  first_name: passenger.first_name,
  last_name: passenger.last_name,
  birth_date: passenger.birth_date,
  gender: passenger.gender,
  citizenship: passenger.citizenship,
  document_type: passenger.document.type,
  document_number: passenger.document.number,
  document_expires: passenger.document.expires_at ?? '',
});

const passengerOf = (draft: PassengerDraft): Passenger => ({
  first_name: draft.first_name.trim(),
  last_name: draft.last_name.trim(),
  middle_name: null,
  birth_date: draft.birth_date,
  gender: draft.gender,
  citizenship: draft.citizenship.trim().toUpperCase(),
  document: { type: draft.document_type, number: draft.document_number.replace(/\s/g, ''), expires_at: draft.document_expires || null },
});

/** A field of the form by its place in the body: `passengers.0.first_name`, `card.number` … */
export type FieldPath = string;

/** The form's body for the payments call, or the fields to fix (checked with the call's own contract). */
export function bookingBody(choice: OfferChoice, draft: BookingDraft): { body: Omit<CreatePaymentBody, 'idempotency_key'> } | { invalid: Set<FieldPath> } {
  const body = {
    search_id: choice.search_id,
    ticket_id: choice.ticket_id,
    agency_id: choice.agency_id,
    ...(choice.bags === undefined ? {} : { bags: choice.bags }),
    passengers: draft.passengers.map(passengerOf),
    contact: { email: draft.email.trim(), phone: draft.phone.replace(/[\s()-]/g, '') },
    method: draft.method,
    card: { number: draft.cardNumber.replace(/\D/g, ''), expiry: draft.expiry.trim(), cvc: draft.cvc.trim(), holder: draft.holder.trim().toUpperCase() },
  };
  // The key is added when the form is sent; any UUID stands for it here.
  const result = CreatePaymentBody.safeParse({ ...body, idempotency_key: '00000000-0000-4000-8000-000000000000' });
  if (result.success) return { body };
  return { invalid: new Set(result.error.issues.map((issue) => issue.path.join('.'))) };
}

/** `passengers.0.document.number` is shown beside the draft's `document_number`. */
export const draftField = (path: FieldPath): FieldPath => path.replace('document.number', 'document_number').replace('document.expires_at', 'document_expires').replace('document.type', 'document_type');
