import { isCountryCode } from './countries';
import type { DocumentType } from './saved-passengers';

/**
 * The rules a passenger's data follows before anything is charged, as plain functions: the booking
 * form and the account's documents check a draft with them, the passenger contract
 * (`passenger.ts`) turns their findings into zod issues, and the payments call checks the
 * passengers against the trip it sells. Dates are `YYYY-MM-DD` strings, compared as such.
 */

/** Who a search counts (spec §1): adults are 12 and older, children 2 to 11, infants under 2, on the day of the flight. */
export const passengerTypes = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof passengerTypes)[number];

/** Russian documents: held by citizens of Russia; the internal passport and the birth certificate may be written in Cyrillic. */
const russianDocuments: ReadonlySet<DocumentType> = new Set(['passport', 'international_passport', 'birth_certificate']);
/** Documents whose names are written in Latin letters only (the machine-readable line). */
const latinDocuments: ReadonlySet<DocumentType> = new Set(['international_passport', 'foreign_passport']);
/** Documents that carry an expiry date: it must be given. */
export const expiringDocuments: ReadonlySet<DocumentType> = new Set(['international_passport', 'foreign_passport']);

export const nameMaxLength = 60;

/** Every reason a field of a passenger can be refused for; `passengerProblemMessages` says each in English. */
export const passengerProblemCodes = [
  'required',
  'too_long',
  'name_mixed_scripts',
  'name_latin',
  'name_alphabet',
  'name_characters',
  'name_scripts_differ',
  'date_invalid',
  'birth_future',
  'birth_too_old',
  'age_adult',
  'age_child',
  'age_infant',
  'number_passport',
  'number_international',
  'number_birth_certificate',
  'number_foreign',
  'expiry_required',
  'expired',
  'expires_before_flight',
  'citizenship_unknown',
  'citizenship_not_russian',
  'citizenship_russian',
] as const;
export type PassengerProblem = (typeof passengerProblemCodes)[number];
const problemCodes: ReadonlySet<string> = new Set(passengerProblemCodes);
export const isPassengerProblem = (code: unknown): code is PassengerProblem => typeof code === 'string' && problemCodes.has(code);

/** The fields a problem is found in, as paths of the passenger object. */
export type PassengerField = 'first_name' | 'last_name' | 'middle_name' | 'birth_date' | 'citizenship' | 'document.number' | 'document.expires_at';
export type PassengerProblems = Partial<Record<PassengerField, PassengerProblem>>;

/** What the rules read of a passenger: the contract's shape, strings as sent. */
export interface PassengerFacts {
  first_name: string;
  last_name: string;
  middle_name?: string | null;
  birth_date: string;
  citizenship: string;
  document: { type: DocumentType; number: string; expires_at?: string | null };
}

/**
 * What is known besides the passenger: the type the search counted them as, the first and the
 * last flight's dates, today. A rule that needs what is not known is not checked.
 */
export interface PassengerContext {
  type?: PassengerType;
  flightDate?: string;
  lastFlightDate?: string;
  today?: string;
}

// --- dates ------------------------------------------------------------------------------------------

/** A calendar date that exists, `YYYY-MM-DD` (not 2026-02-30), from the year 1900 on. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years from `birth` to `day` (a birthday on 29 February comes on 1 March in other years). */
export function ageOn(birth: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = birth.split('-').map(Number) as [number, number, number];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return year - birthYear - (month < birthMonth || (month === birthMonth && date < birthDay) ? 1 : 0);
}

/** The type each passenger of a search is, in the order the booking lists them: adults, children, infants. */
export const passengerTypesOf = ({ adults, children, infants }: { adults: number; children: number; infants: number }): PassengerType[] => [
  ...Array<PassengerType>(adults).fill('adult'),
  ...Array<PassengerType>(children).fill('child'),
  ...Array<PassengerType>(infants).fill('infant'),
];

/** The day the trip starts (the first departure) and the day it ends (the last arrival), local dates of the flights. */
export function tripDates(segments: readonly { flights: readonly { departure: string; arrival: string }[] }[]): { flightDate: string; lastFlightDate: string } {
  const first = segments[0]?.flights[0];
  const last = segments.at(-1)?.flights.at(-1);
  if (!first || !last) throw new Error('A trip has at least one flight');
  return { flightDate: first.departure.slice(0, 10), lastFlightDate: last.arrival.slice(0, 10) };
}

// --- names ------------------------------------------------------------------------------------------

type Script = 'latin' | 'cyrillic';
const latinLetter = /[A-Za-z]/;
const cyrillicLetter = /[А-ЯЁа-яё]/;
const latinName = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
const cyrillicName = /^[А-ЯЁа-яё]+(?:[ '-][А-ЯЁа-яё]+)*$/;
const otherLetter = /(?![A-Za-zА-ЯЁа-яё])\p{L}/u;

const scriptOf = (name: string): Script | null => (latinLetter.test(name) ? 'latin' : cyrillicLetter.test(name) ? 'cyrillic' : null);

function nameProblem(name: string, document: DocumentType): PassengerProblem | null {
  if (!name) return 'required';
  if (name.length > nameMaxLength) return 'too_long';
  if (latinLetter.test(name) && cyrillicLetter.test(name)) return 'name_mixed_scripts';
  if (otherLetter.test(name) || (latinDocuments.has(document) && cyrillicLetter.test(name)))
    return latinDocuments.has(document) ? 'name_latin' : 'name_alphabet';
  return latinName.test(name) || cyrillicName.test(name) ? null : 'name_characters';
}

// --- documents --------------------------------------------------------------------------------------

/** Roman numerals of a birth certificate's series (I to CCCXCIX). */
const romanSeries = '(?=[IVXLC])C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})';
const numberPatterns: Record<DocumentType, RegExp> = {
  // Series (4 digits) and number (6 digits).
  passport: /^\d{10}$/,
  international_passport: /^\d{9}$/,
  // "IV-МЮ 123456": the series in Roman numerals, two Cyrillic capitals, six digits.
  birth_certificate: new RegExp(`^${romanSeries}-[А-ЯЁ]{2} \\d{6}$`),
  foreign_passport: /^[A-Z0-9]{5,20}$/,
};
const numberProblems: Record<DocumentType, PassengerProblem> = {
  passport: 'number_passport',
  international_passport: 'number_international',
  birth_certificate: 'number_birth_certificate',
  foreign_passport: 'number_foreign',
};

/**
 * A document number as typed, in the form the contract takes: digits only for Russian passports
 * ("45 10 123456" → "4510123456"), capitals without spaces for a foreign passport, "IV-МЮ 123456"
 * for a birth certificate typed as "iv мю123456" or "IVМЮ 123456". A number that fits no form is
 * returned without its outer spaces, for the rules to refuse.
 */
export function normalizeDocumentNumber(type: DocumentType, typed: string): string {
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  if (type !== 'birth_certificate') return compact;
  const parts = new RegExp(`^(${romanSeries})-?([А-ЯЁ]{2})(\\d{6})$`).exec(compact);
  return parts ? `${parts[1]}-${parts[2]} ${parts[3]}` : typed.trim();
}

export const documentNumberValid = (type: DocumentType, number: string): boolean => numberPatterns[type].test(number);

// --- the passenger ----------------------------------------------------------------------------------

function birthProblem(birth: string, { type, flightDate, today }: PassengerContext): PassengerProblem | null {
  if (!birth) return 'required';
  if (!isRealDate(birth)) return 'date_invalid';
  const now = today ?? flightDate;
  if (now && birth > now) return 'birth_future';
  if (now && ageOn(birth, now) > 120) return 'birth_too_old';
  if (!type || !flightDate) return null;
  const age = ageOn(birth, flightDate);
  if (type === 'adult') return age >= 12 ? null : 'age_adult';
  if (type === 'child') return age >= 2 && age < 12 ? null : 'age_child';
  return age < 2 ? null : 'age_infant';
}

function expiryProblem(document: PassengerFacts['document'], { lastFlightDate, today }: PassengerContext): PassengerProblem | null {
  const expires = document.expires_at ?? '';
  if (!expires) return expiringDocuments.has(document.type) ? 'expiry_required' : null;
  if (!isRealDate(expires)) return 'date_invalid';
  if (lastFlightDate) return expires > lastFlightDate ? null : 'expires_before_flight';
  return today && expires < today ? 'expired' : null;
}

function citizenshipProblem(citizenship: string, document: DocumentType): PassengerProblem | null {
  if (!citizenship) return 'required';
  if (!isCountryCode(citizenship)) return 'citizenship_unknown';
  if (russianDocuments.has(document) && citizenship !== 'RU') return 'citizenship_not_russian';
  return document === 'foreign_passport' && citizenship === 'RU' ? 'citizenship_russian' : null;
}

/**
 * Every field of a passenger that breaks a rule, with the first rule it breaks: names in the
 * script the document requires (Latin for the international and foreign passports; Cyrillic or
 * Latin for the Russian passport and birth certificate; never two scripts in one name, nor in the
 * names of one person); a real birth date, not in the future and fitting the passenger's type on the
 * first flight's day (the last one's for an infant, who must stay under 2 for the whole trip); the
 * document number in its type's form; an expiry date where the document has one, after the last
 * flight; a citizenship of the list that fits the document.
 */
export function passengerProblems(passenger: PassengerFacts, context: PassengerContext = {}): PassengerProblems {
  const problems: PassengerProblems = {};
  const set = (field: PassengerField, problem: PassengerProblem | null) => {
    if (problem) problems[field] = problem;
  };
  const { type } = passenger.document;
  set('first_name', nameProblem(passenger.first_name, type));
  set('last_name', nameProblem(passenger.last_name, type));
  if (passenger.middle_name) set('middle_name', nameProblem(passenger.middle_name, type));
  const scripts = new Set([passenger.first_name, passenger.last_name, passenger.middle_name ?? ''].map(scriptOf).filter(Boolean));
  if (!problems.first_name && !problems.last_name && !problems.middle_name && scripts.size > 1) problems.first_name = 'name_scripts_differ';
  const infant = context.type === 'infant' && context.lastFlightDate ? { ...context, flightDate: context.lastFlightDate } : context;
  set('birth_date', birthProblem(passenger.birth_date, infant));
  set('citizenship', citizenshipProblem(passenger.citizenship, type));
  set('document.number', !passenger.document.number ? 'required' : documentNumberValid(type, passenger.document.number) ? null : numberProblems[type]);
  set('document.expires_at', expiryProblem(passenger.document, context));
  return problems;
}
