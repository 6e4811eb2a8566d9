import type { MessageKey } from '../../../platform/i18n';
import type { Passengers, SearchProblemCode, SearchQuery } from '../../../contracts';
import type { PlaceChoice } from '../../../platform/places';
import { maxPassengers } from '../../../contracts/search';

export type { PlaceChoice };

export interface SearchFormState {
  origin: PlaceChoice | null;
  destination: PlaceChoice | null;
  departDate: string;
  returnDate: string;
  passengers: Passengers;
}

export type SearchFormField = 'origin' | 'destination' | 'departDate' | 'returnDate' | 'passengers';
export type SearchFormErrors = Partial<Record<SearchFormField, MessageKey>>;

/** The problems a traveller must fix before searching; empty when the form can be sent. */
export function validateSearchForm(form: SearchFormState, today: string): SearchFormErrors {
  const errors: SearchFormErrors = {};
  if (!form.origin) errors.origin = 'search.error.origin';
  if (!form.destination) errors.destination = 'search.error.destination';
  else if (form.origin && samePlace(form.origin, form.destination)) errors.destination = 'search.error.samePlace';
  if (!form.departDate) errors.departDate = 'search.error.departDate';
  else if (form.departDate < today) errors.departDate = 'search.error.pastDate';
  if (form.returnDate && form.departDate && form.returnDate < form.departDate) errors.returnDate = 'search.error.returnBeforeDepart';
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
export function searchQueryProblem(query: SearchQuery): SearchProblemCode | null {
  if (query.origin === query.destination) return 'same_place';
  const { adults, children, infants } = query.passengers;
  if (adults + children + infants > maxPassengers) return 'too_many_passengers';
  if (infants > adults) return 'too_many_infants';
  return null;
}
