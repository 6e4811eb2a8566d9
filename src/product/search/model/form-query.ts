import type { MessageKey } from '../../../platform/i18n';
import type { Passengers, SearchFormLegField, SearchFormQuery, TripClass } from '../../../contracts/search';
import { maxLegs, tripClasses } from '../../../contracts/plain/search';
import { buildSearchParams } from './search-url';
import { formSearchQuery } from './trip-query';
import { tripKinds, validateSearchForm, type LegPart, type PlaceChoice, type SearchFormErrors, type SearchFormField, type TripKind } from './validate';

// The search form as a plain HTML form (src/product/README.md: Content pages): its fields' names,
// what the server makes of a submit, and the page it sends a form with problems back to.

/** The query parameter that carries a sent-back form's problems, `field:problem` separated by commas. */
export const formProblemsParam = 'formErrors';
/** The query parameter of a sent-back multi-city form: how many legs follow the first. */
const legsParam = 'legs';
const maxNextLegs = maxLegs - 1;

/** Every problem the form can show, by field: the only keys a sent-back address may name. */
const problemKeys: Record<'origin' | 'destination' | 'departDate' | 'returnDate' | 'passengers', readonly MessageKey[]> = {
  origin: ['search.error.origin'],
  destination: ['search.error.destination', 'search.error.samePlace'],
  departDate: ['search.error.departDate', 'search.error.pastDate', 'search.error.tooFarAhead'],
  returnDate: ['search.error.returnBeforeDepart', 'search.error.tooFarAhead'],
  passengers: ['search.error.tooManyPassengers', 'search.error.infants'],
};
const legProblemKeys: Record<LegPart, readonly MessageKey[]> = {
  Origin: ['search.error.origin'],
  Destination: ['search.error.destination', 'search.error.samePlace'],
  Date: ['search.error.departDate', 'search.error.legOrder', 'search.error.tooFarAhead'],
};
const legFieldPattern = /^leg([2-6])(Origin|Destination|Date)$/;
function knownProblems(field: string): readonly MessageKey[] {
  if (Object.hasOwn(problemKeys, field)) return problemKeys[field as keyof typeof problemKeys];
  const leg = legFieldPattern.exec(field);
  return leg ? legProblemKeys[leg[2] as LegPart] : [];
}
const typedFields = ['origin', 'destination', 'departDate', 'returnDate', 'adults', 'children', 'infants', 'tripClass', 'trip', 'flex'] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | undefined) => (isoDate.test(value ?? '') ? value! : '');
const count = (value: string | undefined, fallback: number) => (value === undefined || value === '' ? fallback : /^\d$/.test(value) ? Number(value) : null);
const tripOf = (value: string | undefined): TripKind => ((tripKinds as readonly string[]).includes(value ?? '') ? (value as TripKind) : 'return');
const legName = (leg: number, part: LegPart) => `leg${leg + 2}${part}` as SearchFormLegField;

/** The typed legs after the first: as many as the form showed (their fields are sent even when empty). */
function typedLegs(query: SearchFormQuery): { origin: string; destination: string; date: string }[] {
  const legs = [];
  for (let leg = 0; leg < maxNextLegs; leg++) {
    const [origin, destination, date] = (['Origin', 'Destination', 'Date'] as const).map((part) => query[legName(leg, part)]);
    if (origin === undefined && destination === undefined && date === undefined) break;
    legs.push({ origin: origin ?? '', destination: destination ?? '', date: date ?? '' });
  }
  return legs;
}

/**
 * The result of a submit: the results address's parameter, the origin whose destinations
 * "anywhere" opens (spec §3), or the problems to show (none: a changed form).
 */
export type SearchFormOutcome = { params: string } | { anywhereFrom: string } | { errors: SearchFormErrors };

/**
 * Checks a submitted form with the app form's rules (`validateSearchForm`) and, when it passes,
 * builds the results address's parameter with the one URL grammar (`buildSearchParams`).
 * `resolvePlace` turns what was typed in a place field (an IATA code or a name) into a place;
 * `isAnywhere` tells the word for "anywhere" typed as the destination.
 * The add and remove buttons of a multi-city form send it back changed, with no problems.
 */
export function searchFormOutcome(
  query: SearchFormQuery,
  resolvePlace: (typed: string) => PlaceChoice | null,
  today: string,
  isAnywhere: (typed: string) => boolean = () => false,
): SearchFormOutcome {
  if (query.addLeg !== undefined || query.removeLeg !== undefined) return { errors: {} };
  const place = (typed: string | undefined) => (typed?.trim() ? resolvePlace(typed.trim()) : null);
  // "Anywhere" typed as the destination does what the suggestion does: the origin's destinations.
  if (tripOf(query.trip) !== 'multi' && query.destination && isAnywhere(query.destination)) {
    const origin = place(query.origin);
    return origin ? { anywhereFrom: origin.code } : { errors: { origin: 'search.error.origin' } };
  }
  const departDate = dateOf(query.departDate);
  const returnDate = dateOf(query.returnDate);
  const adults = count(query.adults, 1);
  const children = count(query.children, 0);
  const infants = count(query.infants, 0);
  const tripClass = (tripClasses as readonly string[]).includes(query.tripClass ?? '') ? (query.tripClass as TripClass) : 'Y';
  const passengers: Passengers = { adults: adults ?? 1, children: children ?? 0, infants: infants ?? 0 };
  const trip = tripOf(query.trip);
  const typed = typedLegs(query);
  const legs = (typed.length > 0 ? typed : [{ origin: '', destination: '', date: '' }]).map((leg) => ({
    origin: place(leg.origin),
    destination: place(leg.destination),
    date: dateOf(leg.date),
  }));
  const form = { origin: place(query.origin), destination: place(query.destination), departDate, returnDate, passengers, trip, legs };
  const errors = validateSearchForm(form, today);
  // A date typed in another form than the date field's is no date.
  if (trip === 'return' && query.returnDate?.trim() && !returnDate && !errors.returnDate) errors.returnDate = 'search.error.returnBeforeDepart';
  if ((adults === null || adults < 1 || children === null || infants === null) && !errors.passengers) errors.passengers = 'search.error.tooManyPassengers';
  if (Object.keys(errors).length > 0) return { errors };
  return { params: buildSearchParams(formSearchQuery({ ...form, tripClass, flexible: !!query.flex })) };
}

/**
 * The query string of the page a form with problems goes back to: what was typed and its
 * problems; a multi-city form's legs as the add or remove button left them.
 */
export function sentBackQuery(query: SearchFormQuery, errors: SearchFormErrors): string {
  const search = new URLSearchParams();
  for (const field of typedFields) if (query[field]) search.set(field, query[field]);
  let legs = typedLegs(query);
  const removed = Number(query.removeLeg) - 2;
  if (query.removeLeg !== undefined && legs.length > 1 && legs[removed]) legs = legs.filter((_, index) => index !== removed);
  if (query.addLeg !== undefined && legs.length < maxNextLegs)
    legs = [...legs, { origin: legs.at(-1)?.destination || query.destination || '', destination: '', date: '' }];
  if (query.addLeg !== undefined || query.removeLeg !== undefined) search.set('trip', 'multi');
  for (const [index, leg] of legs.entries()) {
    if (leg.origin) search.set(legName(index, 'Origin'), leg.origin);
    if (leg.destination) search.set(legName(index, 'Destination'), leg.destination);
    if (leg.date) search.set(legName(index, 'Date'), leg.date);
  }
  if (legs.length > 0) search.set(legsParam, String(legs.length));
  search.set(
    formProblemsParam,
    Object.entries(errors)
      .map(([field, key]) => `${field}:${key!.slice('search.error.'.length)}`)
      .join(','),
  );
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
  trip: TripKind;
  flexible: boolean;
  /** The multi-city legs after the first, as typed (at least one). */
  legs: { origin: string; destination: string; date: string }[];
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
    const key = knownProblems(field).find((known) => known.split('.').pop() === problem);
    if (key) errors[field] = key;
  }
  const text = (name: string) => (query.get(name) ?? '').slice(0, 200);
  const tripClass = text('tripClass');
  const legCount = Math.min(maxNextLegs, Math.max(1, count(text(legsParam), 1) ?? 1));
  return {
    origin: text('origin'),
    destination: text('destination'),
    departDate: dateOf(text('departDate')),
    returnDate: dateOf(text('returnDate')),
    passengers: { adults: count(text('adults'), 1) || 1, children: count(text('children'), 0) ?? 0, infants: count(text('infants'), 0) ?? 0 },
    tripClass: (tripClasses as readonly string[]).includes(tripClass) ? (tripClass as TripClass) : 'Y',
    trip: tripOf(text('trip')),
    flexible: text('flex') !== '',
    legs: Array.from({ length: legCount }, (_, index) => ({
      origin: text(legName(index, 'Origin')),
      destination: text(legName(index, 'Destination')),
      date: dateOf(text(legName(index, 'Date'))),
    })),
    errors,
  };
}
