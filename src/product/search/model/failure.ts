import type { SearchProblemCode, SearchQuery } from '../../../contracts';
import { tripLegs } from '../../../contracts/plain/search';
import type { MessageKey } from '../../../platform/i18n';
import type { RequestFailure } from '../../../platform/request';
import { legField, type SearchFormField } from './validate';

/**
 * Why the results cannot be shown, as the screen needs it: what to say and what helps. An invalid
 * search is fixed in the form (sending it again fails the same way); a busy server is waited for;
 * a lost connection, a timeout or a server fault may pass with a retry.
 */
export type SearchFailure =
  | { kind: 'invalid'; reason: MessageKey; field: SearchFormField | null }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'offline' }
  | { kind: 'unavailable' }
  | { kind: 'broken' };

/** The traveller's words for each reason the search API gives. */
export const problemReasons: Record<SearchProblemCode, MessageKey> = {
  unknown_place: 'results.failure.unknownPlace',
  same_place: 'search.error.samePlace',
  invalid_date: 'results.failure.invalidDate',
  past_date: 'search.error.pastDate',
  too_far_ahead: 'results.failure.tooFarAhead',
  return_before_departure: 'search.error.returnBeforeDepart',
  legs_out_of_order: 'search.error.legOrder',
  invalid_trip: 'results.failure.invalid',
  too_many_passengers: 'search.error.tooManyPassengers',
  too_many_infants: 'search.error.infants',
};

/** The form field a problem is fixed in, whatever the trip; an unknown place may be either end. */
export const problemFields: Record<SearchProblemCode, SearchFormField | null> = {
  unknown_place: null,
  same_place: 'destination',
  invalid_date: 'departDate',
  past_date: 'departDate',
  too_far_ahead: 'departDate',
  return_before_departure: 'returnDate',
  // Which leg: `problemField` finds it in the search.
  legs_out_of_order: null,
  invalid_trip: null,
  too_many_passengers: 'passengers',
  too_many_infants: 'passengers',
};

/** The form field of a leg's date: the return date of a return trip, a later leg's own date otherwise. */
const legDateField = (query: SearchQuery, index: number): SearchFormField =>
  index === 0 ? 'departDate' : query.returnDate ? 'returnDate' : legField(index - 1, 'Date');

/**
 * The form field a problem of this search is fixed in. The API names no leg: a date beyond the
 * horizon is the latest one (legs go forward in time, and the engine counts the horizon from its
 * own today, which may be a day ahead of the traveller's), a leg out of order the first one
 * before its predecessor.
 */
export function problemField(code: SearchProblemCode, query: SearchQuery | null): SearchFormField | null {
  if (!query) return problemFields[code];
  const legs = tripLegs(query);
  if (code === 'too_far_ahead') {
    const latest = legs.reduce((found, leg, index) => (leg.date > legs[found]!.date ? index : found), 0);
    return legDateField(query, latest);
  }
  if (code === 'legs_out_of_order') {
    const early = legs.findIndex((leg, index) => index > 0 && leg.date < legs[index - 1]!.date);
    return early > 0 ? legDateField(query, early) : null;
  }
  return problemFields[code];
}

const isProblemCode = (code: string | null): code is SearchProblemCode => code !== null && Object.hasOwn(problemReasons, code);

export const problemFailure = (code: SearchProblemCode, query: SearchQuery | null = null): SearchFailure => ({
  kind: 'invalid',
  reason: problemReasons[code],
  field: problemField(code, query),
});

/** Why a request of this search failed; `query` finds the field a refusal is fixed in. */
export function searchFailure(failure: RequestFailure, query: SearchQuery | null = null): SearchFailure {
  switch (failure.kind) {
    case 'http':
      if (failure.status === 429) return { kind: 'rate-limited', retryAfterSeconds: failure.retryAfterSeconds };
      if (isProblemCode(failure.code)) return problemFailure(failure.code, query);
      if (failure.status === 400 || failure.status === 422) return { kind: 'invalid', reason: 'results.failure.invalid', field: null };
      // A 404 is a search the server has forgotten: a new one may be started.
      return failure.status >= 500 || failure.status === 404 || failure.status === 408 ? { kind: 'unavailable' } : { kind: 'broken' };
    case 'network':
      return { kind: 'offline' };
    case 'timeout':
    case 'abort':
      return { kind: 'unavailable' };
    default:
      return { kind: 'broken' };
  }
}

/** Whether the screen offers to send the same search again. */
export const canRetry = (failure: SearchFailure) => failure.kind === 'offline' || failure.kind === 'unavailable' || failure.kind === 'rate-limited';
