import { normalizeDocumentNumber, passengerProblems, type DocumentType, type Passenger, type PassengerField, type PassengerProblem } from '../../../contracts/passenger';
import type { genders, SavedPassenger } from '../../../contracts/saved-passengers';
import { tidyName } from '../../../platform/passenger-form';

/** What the document form holds: every field as typed, so nothing is lost on a validation error. */
export interface PassengerDraft {
  first_name: string;
  last_name: string;
  middle_name: string;
  birth_date: string;
  gender: (typeof genders)[number];
  citizenship: string;
  document_type: DocumentType;
  document_number: string;
  expires_at: string;
}

export type DraftField = keyof PassengerDraft;
export type DraftProblems = Partial<Record<DraftField, PassengerProblem>>;

export const emptyDraft = (): PassengerDraft => ({
  first_name: '',
  last_name: '',
  middle_name: '',
  birth_date: '',
  gender: 'female',
  citizenship: 'RU',
  document_type: 'passport',
  document_number: '',
  expires_at: '',
});

export const draftOf = (passenger: SavedPassenger): PassengerDraft => ({
  first_name: passenger.first_name,
  last_name: passenger.last_name,
  middle_name: passenger.middle_name ?? '',
  birth_date: passenger.birth_date,
  gender: passenger.gender,
  citizenship: passenger.citizenship,
  document_type: passenger.document.type,
  document_number: passenger.document.number,
  expires_at: passenger.document.expires_at ?? '',
});

/** The passenger a draft makes, tidied as the rules read it: names without stray spaces, the number in its type's form. */
export const passengerOf = (draft: PassengerDraft): Passenger => ({
  first_name: tidyName(draft.first_name),
  last_name: tidyName(draft.last_name),
  middle_name: tidyName(draft.middle_name) || null,
  birth_date: draft.birth_date,
  gender: draft.gender,
  citizenship: draft.citizenship,
  document: { type: draft.document_type, number: normalizeDocumentNumber(draft.document_type, draft.document_number), expires_at: draft.expires_at || null },
});

/** The form's field of each field of the passenger contract. */
const draftFields: Record<PassengerField, DraftField> = {
  first_name: 'first_name',
  last_name: 'last_name',
  middle_name: 'middle_name',
  birth_date: 'birth_date',
  citizenship: 'citizenship',
  'document.number': 'document_number',
  'document.expires_at': 'expires_at',
};

/**
 * The problems of a draft, by field: the passenger contract's rules (names in the document's
 * script, a real birth date, the number in its type's form, an expiry date where the document has
 * one, a citizenship that fits it) and dates that make sense `today` (born by then, not expired).
 */
export function draftProblems(draft: PassengerDraft, today: string): DraftProblems {
  const problems: DraftProblems = {};
  for (const [field, problem] of Object.entries(passengerProblems(passengerOf(draft), { today })) as [PassengerField, PassengerProblem][]) problems[draftFields[field]] = problem;
  return problems;
}

/** Whether a kept document would be refused now: the list marks it to be corrected. */
export const needsFix = (passenger: SavedPassenger, today: string) => Object.keys(passengerProblems(passenger, { today })).length > 0;
