import { BookingContact, CardDetails, CreatePaymentBody, luhnValid, type BookingMethod } from '../../../contracts/booking';
import { bookingContexts, BookedPassengers, type BookingTrip, type PassengerProblem } from '../../../contracts/passenger';
import { draftFieldOf, draftProblems, passengerOfDraft, type PassengerDraft } from '../../../platform/passenger-form';
import type { OfferChoice } from './offer-ref';

/** The contact and card part of the form, as typed. */
export interface ContactDraft {
  email: string;
  phone: string;
  method: BookingMethod;
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export interface BookingDraft extends ContactDraft {
  passengers: PassengerDraft[];
}

/** Why a contact or card field is refused; the passengers' fields have the passenger rules' reasons. */
export type FormProblem = 'email' | 'phone' | 'card_number' | 'card_typo' | 'expiry' | 'cvc' | 'holder';
export type FieldProblem = PassengerProblem | FormProblem;
/** A field of the form, as the form names it: `passengers.0.first_name`, `passengers.0.document_number`, `card.number` … */
export type FieldPath = string;
export type FieldProblems = Record<FieldPath, FieldProblem>;

/** `passengers.0.document.number` is shown beside the draft's `document_number`. */
export function draftField(path: FieldPath): FieldPath {
  const passenger = /^(passengers\.\d+)\.(.+)$/.exec(path);
  return passenger ? `${passenger[1]}.${draftFieldOf(passenger[2]!)}` : path;
}

/** The ticket carries the first and last name only. */
const ticketNames = { middleName: false };

function formProblems(body: Pick<CreatePaymentBody, 'contact' | 'card'>): FieldProblems {
  const problems: FieldProblems = {};
  const check = (path: FieldPath, valid: boolean, problem: FormProblem) => {
    if (!valid) problems[path] = problem;
  };
  check('contact.email', BookingContact.shape.email.safeParse(body.contact.email).success, 'email');
  check('contact.phone', BookingContact.shape.phone.safeParse(body.contact.phone).success, 'phone');
  const { number } = body.card;
  check('card.number', CardDetails.shape.number.safeParse(number).success, /^\d{13,19}$/.test(number) && !luhnValid(number) ? 'card_typo' : 'card_number');
  check('card.expiry', CardDetails.shape.expiry.safeParse(body.card.expiry).success, 'expiry');
  check('card.cvc', CardDetails.shape.cvc.safeParse(body.card.cvc).success, 'cvc');
  check('card.holder', CardDetails.shape.holder.safeParse(body.card.holder).success, 'holder');
  return problems;
}

/**
 * The form's body for the payments call, or every field to fix with its reason: the passengers by
 * the passenger rules against the trip (their type on the day of the flight, a document valid after
 * the last one, `today` the traveller's), the rest by the payments contract, which then checks the
 * whole body as the server will.
 */
export function bookingBody(
  choice: OfferChoice,
  draft: BookingDraft,
  trip: BookingTrip,
): { body: Omit<CreatePaymentBody, 'idempotency_key'> } | { problems: FieldProblems } {
  const body = {
    search_id: choice.search_id,
    ticket_id: choice.ticket_id,
    agency_id: choice.agency_id,
    ...(choice.bags === undefined ? {} : { bags: choice.bags }),
    passengers: draft.passengers.map((passenger) => passengerOfDraft(passenger, ticketNames)),
    contact: { email: draft.email.trim(), phone: draft.phone.replace(/[\s()-]/g, '') },
    method: draft.method,
    card: { number: draft.cardNumber.replace(/\D/g, ''), expiry: draft.expiry.trim(), cvc: draft.cvc.trim(), holder: draft.holder.trim().toUpperCase() },
  };
  const contexts = bookingContexts(trip);
  const problems: FieldProblems = formProblems(body);
  draft.passengers.forEach((passenger, index) => {
    for (const [field, problem] of Object.entries(draftProblems(passenger, contexts[index] ?? { today: trip.today }, ticketNames)))
      problems[`passengers.${index}.${field}`] = problem;
  });
  if (Object.keys(problems).length > 0) return { problems };
  // The key is added when the form is sent; any UUID stands for it here.
  const whole = CreatePaymentBody.safeParse({ ...body, idempotency_key: '00000000-0000-4000-8000-000000000000' });
  const booked = BookedPassengers(trip).safeParse(body.passengers);
  if (whole.success && booked.success) return { body };
  // Left for the contract alone (none today): the field is marked, with the general reason.
  for (const issue of [...(whole.error?.issues ?? []), ...(booked.error?.issues.map((issue) => ({ ...issue, path: ['passengers', ...issue.path] })) ?? [])])
    problems[draftField(issue.path.join('.'))] = 'required';
  return { problems };
}
