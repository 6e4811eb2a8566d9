import { type documentTypes, type genders, type Passenger } from '../../../contracts/user';

/** What the document form holds: every field as typed, so nothing is lost on a validation error. */
export interface PassengerDraft {
  first_name: string;
  last_name: string;
  middle_name: string;
  birth_date: string;
  gender: (typeof genders)[number];
  citizenship: string;
  document_type: (typeof documentTypes)[number];
  document_number: string;
  expires_at: string;
}

export type DraftField = keyof PassengerDraft;
export type DraftProblem = 'required' | 'name' | 'date' | 'birthFuture' | 'expired' | 'number' | 'country';

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

export const draftOf = (passenger: Passenger): PassengerDraft => ({
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

const NAME = /^[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё' -]*$/;
const NUMBER = /^[A-Za-z0-9А-Яа-я]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The problems of a draft, by field (the contract's rules, plus dates that make sense `today`):
 * names of letters, spaces, hyphens and apostrophes; a birth date not in the future; a document
 * number of letters and digits; an expiry date not passed.
 */
export function draftProblems(draft: PassengerDraft, today: string): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const value = draft[field].trim();
    if (!value) problems[field] = 'required';
    else if (value.length > 60 || !NAME.test(value)) problems[field] = 'name';
  }
  const middle = draft.middle_name.trim();
  if (middle && (middle.length > 60 || !NAME.test(middle))) problems.middle_name = 'name';
  if (!draft.birth_date) problems.birth_date = 'required';
  else if (!validDate(draft.birth_date)) problems.birth_date = 'date';
  else if (draft.birth_date > today) problems.birth_date = 'birthFuture';
  if (!/^[A-Z]{2}$/.test(draft.citizenship)) problems.citizenship = 'country';
  const number = draft.document_number.replace(/\s/g, '');
  if (!number) problems.document_number = 'required';
  else if (number.length > 20 || !NUMBER.test(number)) problems.document_number = 'number';
  if (draft.expires_at) {
    if (!validDate(draft.expires_at)) problems.expires_at = 'date';
    else if (draft.expires_at < today) problems.expires_at = 'expired';
  }
  return problems;
}

/** The passenger a valid draft makes. */
export const passengerOf = (draft: PassengerDraft): Passenger => ({
  first_name: draft.first_name.trim(),
  last_name: draft.last_name.trim(),
  middle_name: draft.middle_name.trim() || null,
  birth_date: draft.birth_date,
  gender: draft.gender,
  citizenship: draft.citizenship,
  document: { type: draft.document_type, number: draft.document_number.replace(/\s/g, ''), expires_at: draft.expires_at || null },
});
