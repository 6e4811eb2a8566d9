import { createEvent, createStore, sample } from 'effector';
import { maxLegs } from '../../../contracts/plain/search';
import { $destination, destinationChanged } from './trip-places';
import { keepEqualData } from './same-data';
import type { FormLeg, PlaceChoice, TripKind } from './validate';

// The form's kind of trip, its flexible dates and, on a multi-city trip, the legs after the first
// (the first leg is the form's own origin, destination and departure date).

export const tripChanged = createEvent<TripKind>();
export const flexibleChanged = createEvent<boolean>();
/** A leg at the end; its origin is where the leg before it goes. */
export const legAdded = createEvent();
export const legRemoved = createEvent<number>();
export const legOriginChanged = createEvent<{ index: number; place: PlaceChoice | null }>();
export const legDestinationChanged = createEvent<{ index: number; place: PlaceChoice | null }>();
export const legDateChanged = createEvent<{ index: number; date: string }>();

export const emptyLeg: FormLeg = { origin: null, destination: null, date: '' };
/** Legs after the first: at least one, so that a multi-city trip always has two; at most five. */
export const maxNextLegs = maxLegs - 1;

export const $trip = createStore<TripKind>('return');
export const $flexible = createStore(false);
export const $legs = createStore<FormLeg[]>([emptyLeg], keepEqualData);

$trip.on(tripChanged, (_, trip) => trip);
$flexible.on(flexibleChanged, (_, flexible) => flexible);

const changed = (legs: FormLeg[], index: number, change: Partial<FormLeg>) => legs.map((leg, i) => (i === index ? { ...leg, ...change } : leg));
/** The next leg starts where this one ends, unless the traveller already chose its origin. */
const prefilled = (legs: FormLeg[], index: number, place: PlaceChoice | null) =>
  place && legs[index] && !legs[index].origin ? changed(legs, index, { origin: place }) : legs;

$legs
  .on(legOriginChanged, (legs, { index, place }) => changed(legs, index, { origin: place }))
  .on(legDestinationChanged, (legs, { index, place }) => prefilled(changed(legs, index, { destination: place }), index + 1, place))
  .on(legDateChanged, (legs, { index, date }) => changed(legs, index, { date }))
  .on(legRemoved, (legs, index) => (legs.length > 1 ? legs.filter((_, i) => i !== index) : legs))
  .on(destinationChanged, (legs, place) => prefilled(legs, 0, place));

sample({
  clock: legAdded,
  source: { legs: $legs, destination: $destination },
  filter: ({ legs }) => legs.length < maxNextLegs,
  fn: ({ legs, destination }) => [...legs, { ...emptyLeg, origin: legs.at(-1)?.destination ?? destination }],
  target: $legs,
});
sample({
  clock: tripChanged,
  source: { legs: $legs, destination: $destination },
  filter: (_, trip) => trip === 'multi',
  fn: ({ legs, destination }) => prefilled(legs, 0, destination),
  target: $legs,
});
