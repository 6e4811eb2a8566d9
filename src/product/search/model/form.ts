import { combine, createEvent, createStore, sample } from 'effector';
import type { Passengers, SearchQuery, TripClass } from '../../../contracts';
import { $location, linkTo, navigate } from '../../../platform/router';
import { startAppFx } from '../../../platform/start';
import { searchRoute } from '../routes';
import { placeholderChoice } from '../../../platform/places';
import { localToday } from '../../../platform/calendar';
import { readSentBackForm } from './form-query';
import { keepEqualData } from './same-data';
import * as legs from './legs';
import { buildSearchParams } from './search-url';
import { $destination, $origin, destinationChanged, originChanged } from './trip-places';
import { formSearchQuery } from './trip-query';
import { legField, validateSearchForm, type FormLeg, type PlaceChoice, type SearchFormErrors } from './validate';

export { $destination, $origin, destinationChanged, originChanged };
export const { $trip, $flexible, $legs, tripChanged, flexibleChanged, legAdded, legRemoved, legOriginChanged, legDestinationChanged, legDateChanged } = legs;
export const swapped = createEvent();
export const departDateChanged = createEvent<string>();
export const returnDateChanged = createEvent<string>();
export const passengersChanged = createEvent<Passengers>();
export const tripClassChanged = createEvent<TripClass>();
export const submitted = createEvent();
/** Marks fields with problems found outside the form (a search the server refused). */
export const problemsShown = createEvent<SearchFormErrors>();
/** Fills the form from a search, e.g. when a results address is opened; `errors`, when given, replace the shown ones. */
export const filled = createEvent<{ query: SearchQuery; origin: PlaceChoice; destination: PlaceChoice; legs?: FormLeg[]; errors?: SearchFormErrors }>();

export const $departDate = createStore('');
export const $returnDate = createStore('');
export const $passengers = createStore<Passengers>({ adults: 1, children: 0, infants: 0 }, keepEqualData);
export const $tripClass = createStore<TripClass>('Y');
/** Shown only after a submit, and cleared field by field as the traveller fixes them. */
export const $errors = createStore<SearchFormErrors>({}, keepEqualData);

$departDate.on(departDateChanged, (_, date) => date);
$returnDate.on(returnDateChanged, (_, date) => date);
$passengers.on(passengersChanged, (_, passengers) => passengers);
$tripClass.on(tripClassChanged, (_, tripClass) => tripClass);

const swapPair = sample({ clock: swapped, source: { origin: $origin, destination: $destination } });
$origin.on(swapPair, (_, { destination }) => destination);
$destination.on(swapPair, (_, { origin }) => origin);

$origin.on(filled, (_, { origin }) => origin);
$destination.on(filled, (_, { destination }) => destination);
$departDate.on(filled, (_, { query }) => query.departDate);
$returnDate.on(filled, (_, { query }) => query.returnDate ?? '');
$passengers.on(filled, (_, { query }) => query.passengers);
$tripClass.on(filled, (_, { query }) => query.tripClass);
$trip.on(filled, (_, { query }) => (query.nextLegs?.length ? 'multi' : query.returnDate ? 'return' : 'oneway'));
$flexible.on(filled, (_, { query }) => !!query.flexDays);
// Names the form already has are kept until the looked-up ones come.
$legs.on(filled, (known, { query, legs: named }) =>
  query.nextLegs?.length
    ? query.nextLegs.map((leg, index) => {
        const name = (code: string, place: PlaceChoice | null | undefined) => (place?.code === code ? place : placeholderChoice(code));
        const had = named?.[index] ?? known[index];
        return { origin: name(leg.origin, had?.origin), destination: name(leg.destination, had?.destination), date: leg.date };
      })
    : known,
);

/**
 * A form the server sent back to its page (submitted as a plain HTML form, with problems): the
 * page shows it again as it was typed, with its problems (src/product/README.md: Content pages).
 */
export const $sentBack = $location.map((location) => readSentBackForm(location.search));
const sentBackShown = sample({
  clock: startAppFx.done,
  source: $sentBack,
  filter: (form, { params }) => form !== null && params.side === 'server',
  fn: (form) => form!,
});
// The places stay unchosen: the field shows what was typed.
$origin.on(sentBackShown, () => null);
$destination.on(sentBackShown, () => null);
$departDate.on(sentBackShown, (_, form) => form.departDate);
$returnDate.on(sentBackShown, (_, form) => form.returnDate);
$passengers.on(sentBackShown, (_, form) => form.passengers);
$tripClass.on(sentBackShown, (_, form) => form.tripClass);
$trip.on(sentBackShown, (_, form) => form.trip);
$flexible.on(sentBackShown, (_, form) => form.flexible);
$legs.on(sentBackShown, (_, form) => form.legs.map((leg) => ({ origin: null, destination: null, date: leg.date })));

const without = (errors: SearchFormErrors, ...fields: (keyof SearchFormErrors)[]): SearchFormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field as keyof SearchFormErrors)));
$errors
  .on(originChanged, (errors) => without(errors, 'origin', 'destination'))
  .on(destinationChanged, (errors) => without(errors, 'destination'))
  .on(swapped, (errors) => without(errors, 'origin', 'destination'))
  .on(departDateChanged, (errors) => without(errors, 'departDate', 'returnDate'))
  .on(returnDateChanged, (errors) => without(errors, 'returnDate'))
  .on(passengersChanged, (errors) => without(errors, 'passengers'))
  .on(legOriginChanged, (errors, { index }) => without(errors, legField(index, 'Origin'), legField(index, 'Destination')))
  .on(legDestinationChanged, (errors, { index }) => without(errors, legField(index, 'Destination')))
  .on(legDateChanged, (errors, { index }) => without(errors, legField(index, 'Date'), legField(index + 1, 'Date')))
  .on([legRemoved, tripChanged], (errors) => withoutLegs(without(errors, 'returnDate')))
  .on(filled, (errors, filling) => filling.errors ?? errors)
  .on(problemsShown, (errors, shown) => ({ ...errors, ...shown }))
  .on(sentBackShown, (_, form) => form.errors);

/** Leg errors are kept by position: a removed leg or another kind of trip leaves none standing. */
const withoutLegs = (errors: SearchFormErrors) => Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('leg')));

const $form = combine({
  origin: $origin,
  destination: $destination,
  departDate: $departDate,
  returnDate: $returnDate,
  passengers: $passengers,
  tripClass: $tripClass,
  trip: $trip,
  legs: $legs,
  flexible: $flexible,
});

const checked = sample({
  clock: submitted,
  source: $form,
  fn: (form) => ({ form, errors: validateSearchForm(form, localToday()) }),
});
sample({ clock: checked, fn: ({ errors }) => errors, target: $errors });
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ form }) => ({ to: linkTo(searchRoute, { params: buildSearchParams(formSearchQuery(form)) }) }),
  target: navigate,
});
