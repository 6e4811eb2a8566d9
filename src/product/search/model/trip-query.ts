import type { SearchQuery, TripClass } from '../../../contracts/search';
import { maxFlexDays } from '../../../contracts/plain/search';
import type { SearchFormState } from './validate';

export interface CompleteForm extends SearchFormState {
  tripClass: TripClass;
  flexible: boolean;
}

/**
 * The search a valid form asks for (`validateSearchForm` found no problem): a one-way, return
 * or multi-city trip; flexible dates widen a one-way or return trip by `maxFlexDays` each way.
 */
export function formSearchQuery(form: CompleteForm): SearchQuery {
  const trip = form.trip ?? 'return';
  const legs = trip === 'multi' ? (form.legs ?? []) : [];
  return {
    origin: form.origin!.code,
    destination: form.destination!.code,
    departDate: form.departDate,
    ...(trip === 'return' && form.returnDate ? { returnDate: form.returnDate } : {}),
    ...(legs.length > 0 ? { nextLegs: legs.map((leg) => ({ origin: leg.origin!.code, destination: leg.destination!.code, date: leg.date })) } : {}),
    ...(form.flexible && trip !== 'multi' ? { flexDays: maxFlexDays } : {}),
    passengers: form.passengers,
    tripClass: form.tripClass,
  };
}
