import type { MessageKey } from '../../../platform/i18n';
import type { Passengers, SearchProblemCode, SearchQuery } from '../../../contracts';
import type { PlaceChoice } from '../../../platform/places';
import { maxPassengers, searchHorizonDays, tripLegs } from '../../../contracts/plain/search';
import { addDays } from './dates';

export type { PlaceChoice };

/** One-way, return (the return date optional, as it always was) or multi-city. */
export const tripKinds = ['oneway', 'return', 'multi'] as const;
export type TripKind = (typeof tripKinds)[number];

/** A multi-city leg after the first, as the form holds it. */
export interface FormLeg {
  origin: PlaceChoice | null;
  destination: PlaceChoice | null;
  date: string;
}

export interface SearchFormState {
  origin: PlaceChoice | null;
  destination: PlaceChoice | null;
  departDate: string;
  returnDate: string;
  passengers: Passengers;
  /** Absent: a return trip. */
  trip?: TripKind;
  /** The legs after the first; used on a multi-city trip only. */
  legs?: FormLeg[];
}

export type LegPart = 'Origin' | 'Destination' | 'Date';
/** A later leg's field, by its number on screen (2 to 6): also its name in the plain HTML form. */
export type LegField = `leg${number}${LegPart}`;
export const legField = (index: number, part: LegPart): LegField => `leg${index + 2}${part}`;

export type SearchFormField = 'origin' | 'destination' | 'departDate' | 'returnDate' | 'passengers' | LegField;
export type SearchFormErrors = Partial<Record<SearchFormField, MessageKey>>;

/** The last day a search may go to (`searchHorizonDays`, the engine's `too_far_ahead` rule). */
export const lastSearchDay = (today: string) => addDays(today, searchHorizonDays);

/** The problems a traveller must fix before searching; empty when the form can be sent. */
export function validateSearchForm(form: SearchFormState, today: string): SearchFormErrors {
  const errors: SearchFormErrors = {};
  const last = lastSearchDay(today);
  if (!form.origin) errors.origin = 'search.error.origin';
  if (!form.destination) errors.destination = 'search.error.destination';
  else if (form.origin && samePlace(form.origin, form.destination)) errors.destination = 'search.error.samePlace';
  if (!form.departDate) errors.departDate = 'search.error.departDate';
  else if (form.departDate < today) errors.departDate = 'search.error.pastDate';
  else if (form.departDate > last) errors.departDate = 'search.error.tooFarAhead';
  const trip = form.trip ?? 'return';
  if (trip === 'return' && form.returnDate) {
    if (form.departDate && form.returnDate < form.departDate) errors.returnDate = 'search.error.returnBeforeDepart';
    else if (form.returnDate > last) errors.returnDate = 'search.error.tooFarAhead';
  }
  if (trip === 'multi') {
    let previous = form.departDate;
    for (const [index, leg] of (form.legs ?? []).entries()) {
      if (!leg.origin) errors[legField(index, 'Origin')] = 'search.error.origin';
      if (!leg.destination) errors[legField(index, 'Destination')] = 'search.error.destination';
      else if (leg.origin && samePlace(leg.origin, leg.destination)) errors[legField(index, 'Destination')] = 'search.error.samePlace';
      if (!leg.date) errors[legField(index, 'Date')] = 'search.error.departDate';
      else if (previous && leg.date < previous) errors[legField(index, 'Date')] = 'search.error.legOrder';
      else if (leg.date > last) errors[legField(index, 'Date')] = 'search.error.tooFarAhead';
      previous = leg.date || previous;
    }
  }
  const { adults, children, infants } = form.passengers;
  if (adults + children + infants > maxPassengers) errors.passengers = 'search.error.tooManyPassengers';
  else if (infants > adults) errors.passengers = 'search.error.infants';
  return errors;
}

const cityOf = (place: PlaceChoice) => (place.type === 'airport' ? (place.cityCode ?? place.code) : place.code);
const samePlace = (a: PlaceChoice, b: PlaceChoice) => a.code === b.code || cityOf(a) === cityOf(b);

/**
 * What the search API would refuse in a query read from an address, found before sending it:
 * the same rules as the form's, by the API's codes.
 */
export function searchQueryProblem(query: SearchQuery, today: string): SearchProblemCode | null {
  const legs = tripLegs(query);
  if (legs.some((leg) => leg.origin === leg.destination)) return 'same_place';
  if (legs.some((leg, index) => index > 0 && leg.date < legs[index - 1]!.date)) return query.returnDate ? 'return_before_departure' : 'legs_out_of_order';
  if (query.departDate < today) return 'past_date';
  if (legs.some((leg) => leg.date > lastSearchDay(today))) return 'too_far_ahead';
  const { adults, children, infants } = query.passengers;
  if (adults + children + infants > maxPassengers) return 'too_many_passengers';
  if (infants > adults) return 'too_many_infants';
  return null;
}
