import { createEvent, createStore } from 'effector';
import type { SearchQuery } from '../../../contracts/search';
import { routeTitle, type RouteTitleTranslate } from './route-cases';
import type { FormLeg, PlaceChoice } from './validate';

// The form's places on their own: the results route titles itself with their names, and the form
// (which opens that route) builds on them, so neither has to import the other.

export const originChanged = createEvent<PlaceChoice | null>();
export const destinationChanged = createEvent<PlaceChoice | null>();

/** Where from and where to, by name once the name is known (by code until then). */
export const $origin = createStore<PlaceChoice | null>(null);
export const $destination = createStore<PlaceChoice | null>(null);

$origin.on(originChanged, (_, place) => place);
$destination.on(destinationChanged, (_, place) => place);

/** A place's name when the chosen place is the one with this code, else the code itself. */
export const nameOf = (code: string, chosen: PlaceChoice | null) => (chosen?.code === code ? chosen.name : code);

/**
 * The places of a results page's title: from and to, or on a multi-city trip every stop after the
 * first as the "to" part (Moscow – Istanbul – St Petersburg – Moscow); names once known.
 */
export function titlePlaces(query: SearchQuery, origin: PlaceChoice | null, destination: PlaceChoice | null, legs: FormLeg[]) {
  const first = nameOf(query.origin, origin);
  const stops = [
    nameOf(query.destination, destination),
    ...(query.nextLegs ?? []).map((leg, index) => nameOf(leg.destination, legs[index]?.destination ?? null)),
  ];
  return { origin: first, destination: stops.join(' – ') };
}

/**
 * A results page's title: «из Москвы в Стамбул» where Russian cases are known (`routeTitle`),
 * every stop of a multi-city trip otherwise in a row.
 */
export function searchTitle(
  t: RouteTitleTranslate,
  language: string,
  query: SearchQuery,
  origin: PlaceChoice | null,
  destination: PlaceChoice | null,
  legs: FormLeg[],
): string {
  if (query.nextLegs) return t('results.title', titlePlaces(query, origin, destination, legs));
  const named = (code: string, chosen: PlaceChoice | null) => ({ code, name: nameOf(code, chosen) });
  return routeTitle(t, language, named(query.origin, origin), named(query.destination, destination));
}
