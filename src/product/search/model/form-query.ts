import type { MessageKey } from '../../../platform/i18n';
import type { Passengers, SearchFormQuery, TripClass } from '../../../contracts/search';
import { tripClasses } from '../../../contracts/search';
import { buildSearchParams } from './search-url';
import { validateSearchForm, type PlaceChoice, type SearchFormErrors, type SearchFormField } from './validate';

// The search form as a plain HTML form (src/product/README.md: Content pages): its fields' names,
// what the server makes of a submit, and the page it sends a form with problems back to.

/** The query parameter that carries a sent-back form's problems, `field:problem` separated by commas. */
export const formProblemsParam = 'formErrors';

/** Every problem the form can show, by field: the only keys a sent-back address may name. */
const problemKeys: Record<SearchFormField, readonly MessageKey[]> = {
  origin: ['search.error.origin'],
  destination: ['search.error.destination', 'search.error.samePlace'],
  departDate: ['search.error.departDate', 'search.error.pastDate'],
  returnDate: ['search.error.returnBeforeDepart'],
  passengers: ['search.error.tooManyPassengers', 'search.error.infants'],
};
const typedFields = ['origin', 'destination', 'departDate', 'returnDate', 'adults', 'children', 'infants', 'tripClass'] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const count = (value: string | undefined, fallback: number) => (value === undefined || value === '' ? fallback : /^\d$/.test(value) ? Number(value) : null);

/** The result of a submit: the results address's parameter, or the problems to show. */
export type SearchFormOutcome = { params: string } | { errors: SearchFormErrors };

/**
 * Checks a submitted form with the app form's rules (`validateSearchForm`) and, when it passes,
 * builds the results address's parameter with the one URL grammar (`buildSearchParams`).
 * `resolvePlace` turns what was typed in a place field (an IATA code or a name) into a place.
 */
export function searchFormOutcome(query: SearchFormQuery, resolvePlace: (typed: string) => PlaceChoice | null, today: string): SearchFormOutcome {
  const origin = query.origin?.trim() ? resolvePlace(query.origin.trim()) : null;
  const destination = query.destination?.trim() ? resolvePlace(query.destination.trim()) : null;
  const departDate = isoDate.test(query.departDate ?? '') ? query.departDate! : '';
  const returnDate = isoDate.test(query.returnDate ?? '') ? query.returnDate! : '';
  const adults = count(query.adults, 1);
  const children = count(query.children, 0);
  const infants = count(query.infants, 0);
  const tripClass = (tripClasses as readonly string[]).includes(query.tripClass ?? '') ? (query.tripClass as TripClass) : 'Y';
  const passengers: Passengers = { adults: adults ?? 1, children: children ?? 0, infants: infants ?? 0 };
  const errors = validateSearchForm({ origin, destination, departDate, returnDate, passengers }, today);
  // A date typed in another form than the date field's is no date.
  if (query.returnDate?.trim() && !returnDate && !errors.returnDate) errors.returnDate = 'search.error.returnBeforeDepart';
  if ((adults === null || adults < 1 || children === null || infants === null) && !errors.passengers) errors.passengers = 'search.error.tooManyPassengers';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    params: buildSearchParams({
      origin: origin!.code,
      destination: destination!.code,
      departDate,
      ...(returnDate ? { returnDate } : {}),
      passengers,
      tripClass,
    }),
  };
}

/** The query string of the page a form with problems goes back to: what was typed and its problems. */
export function sentBackQuery(query: SearchFormQuery, errors: SearchFormErrors): string {
  const search = new URLSearchParams();
  for (const field of typedFields) if (query[field]) search.set(field, query[field]);
  search.set(formProblemsParam, Object.entries(errors).map(([field, key]) => `${field}:${key.slice('search.error.'.length)}`).join(','));
  return search.toString();
}

/** A form the server sent back, as its page shows it again: the typed values and their problems. */
export interface SentBackForm {
  origin: string;
  destination: string;
  departDate: string;
  returnDate: string;
  passengers: Passengers;
  tripClass: TripClass;
  errors: SearchFormErrors;
}

/** Reads a sent-back form from a page's query string; null on a page no form was sent back to. */
export function readSentBackForm(search: string): SentBackForm | null {
  const query = new URLSearchParams(search);
  const problems = query.get(formProblemsParam);
  if (problems === null) return null;
  const errors: SearchFormErrors = {};
  for (const entry of problems.split(',')) {
    const [field, problem] = entry.split(':') as [SearchFormField, string | undefined];
    const key = Object.hasOwn(problemKeys, field) ? problemKeys[field].find((known) => known.split('.').pop() === problem) : undefined;
    if (key) errors[field] = key;
  }
  const text = (name: (typeof typedFields)[number]) => (query.get(name) ?? '').slice(0, 200);
  const tripClass = text('tripClass');
  return {
    origin: text('origin'),
    destination: text('destination'),
    departDate: isoDate.test(text('departDate')) ? text('departDate') : '',
    returnDate: isoDate.test(text('returnDate')) ? text('returnDate') : '',
    passengers: { adults: count(text('adults'), 1) || 1, children: count(text('children'), 0) ?? 0, infants: count(text('infants'), 0) ?? 0 },
    tripClass: (tripClasses as readonly string[]).includes(tripClass) ? (tripClass as TripClass) : 'Y',
    errors,
  };
}
