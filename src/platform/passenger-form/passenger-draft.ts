import {
  genders,
  normalizeDocumentNumber,
  passengerProblems,
  type DocumentType,
  type Passenger,
  type PassengerContext,
  type PassengerField,
  type PassengerProblem,
  type SavedPassenger,
} from '../../contracts/passenger';
import type { VisitDefaults } from '../brand/rules';
import { documentFor, tidyName } from './draft';

/**
 * A passenger as typed into the booking form or the account's documents: every field a string, so
 * nothing typed is lost when another field is wrong. The fields are the passenger contract's, with
 * the document's flattened (`document_number` is the contract's `document.number`).
 */
export interface PassengerDraft {
  first_name: string;
  last_name: string;
  middle_name: string;
  birth_date: string;
  gender: (typeof genders)[number];
  citizenship: string;
  document_type: DocumentType;
  document_number: string;
  document_expires: string;
}

export type DraftField = keyof PassengerDraft;
export type DraftProblems = Partial<Record<DraftField, PassengerProblem>>;

/**
 * Which document a new passenger starts with: a Russian citizen books a flight with the passport
 * for travel abroad, yet keeps the internal one among the account's documents first (domestic
 * flights); anyone else has one passport.
 */
export type DraftPurpose = 'booking' | 'documents';

/** A new passenger of the visit: the market's citizenship (`visitDefaults`) and a document its citizens hold. */
export function emptyPassengerDraft({ citizenship }: Pick<VisitDefaults, 'citizenship'>, purpose: DraftPurpose): PassengerDraft {
  const document_type = purpose === 'documents' && citizenship === 'RU' ? 'passport' : documentFor(citizenship);
  return {
    first_name: '',
    last_name: '',
    middle_name: '',
    birth_date: '',
    gender: genders[0],
    citizenship,
    document_type,
    document_number: '',
    document_expires: '',
  };
}

/** A saved document as a draft: the account edits it, the booking form is filled from it. */
export const savedPassengerDraft = (passenger: SavedPassenger): PassengerDraft => ({
  first_name: passenger.first_name,
  last_name: passenger.last_name,
  middle_name: passenger.middle_name ?? '',
  birth_date: passenger.birth_date,
  gender: passenger.gender,
  citizenship: passenger.citizenship,
  document_type: passenger.document.type,
  document_number: passenger.document.number,
  document_expires: passenger.document.expires_at ?? '',
});

/**
 * The passenger a draft makes, tidied as the rules read it: names without stray spaces, the number
 * in its type's form. A ticket carries the first and last name only, so a booking leaves the middle
 * name out (`middleName: false`); the account keeps it.
 */
export const passengerOfDraft = (draft: PassengerDraft, { middleName = true }: { middleName?: boolean } = {}): Passenger => ({
  first_name: tidyName(draft.first_name),
  last_name: tidyName(draft.last_name),
  middle_name: (middleName && tidyName(draft.middle_name)) || null,
  birth_date: draft.birth_date,
  gender: draft.gender,
  citizenship: draft.citizenship.trim().toUpperCase(),
  document: {
    type: draft.document_type,
    number: normalizeDocumentNumber(draft.document_type, draft.document_number),
    expires_at: draft.document_expires || null,
  },
});

const draftFields: Record<PassengerField | 'document.type', DraftField> = {
  first_name: 'first_name',
  last_name: 'last_name',
  middle_name: 'middle_name',
  birth_date: 'birth_date',
  citizenship: 'citizenship',
  'document.type': 'document_type',
  'document.number': 'document_number',
  'document.expires_at': 'document_expires',
};

/** The draft's field of a field of the passenger contract (`document.number` → `document_number`); unknown paths are kept. */
export const draftFieldOf = (field: string): string => draftFields[field as PassengerField] ?? field;

/**
 * The problems of a draft, by field: the passenger contract's rules (names in the document's
 * script, a real birth date, the number in its type's form, an expiry date where the document has
 * one, a citizenship that fits it) in the context given: `today`, and for a booking the flight's
 * dates and the passenger's type.
 */
export function draftProblems(draft: PassengerDraft, context: PassengerContext, options?: { middleName?: boolean }): DraftProblems {
  const problems: DraftProblems = {};
  for (const [field, problem] of Object.entries(passengerProblems(passengerOfDraft(draft, options), context)) as [PassengerField, PassengerProblem][]) {
    problems[draftFields[field]] = problem;
  }
  return problems;
}
