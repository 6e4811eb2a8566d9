import { createEffect } from 'effector';
import type { Place } from '../../contracts/places';
import { createApiEffect, createApiQuery, type RequestFailure } from '../request';

/** A city, airport or country as forms and pages show it. */
export interface PlaceChoice {
  code: string;
  name: string;
  type: 'city' | 'airport' | 'country';
  /** City of an airport, to tell apart places of the same name. */
  cityCode?: string;
  countryName?: string;
}

export interface PlacesByCodeParams {
  codes: string[];
  language: string;
}

export type PlacesByCode = Record<string, PlaceChoice>;

export function toChoice(place: Place): PlaceChoice {
  return {
    code: place.code,
    name: place.name,
    type: place.type,
    ...(place.city_code ? { cityCode: place.city_code } : {}),
    countryName: place.country_name,
  };
}

/** A place shown by its code until its name is known. */
export const placeholderChoice = (code: string): PlaceChoice => ({ code, name: code, type: 'city' });

/** One code through the suggest host: the city or airport of exactly that code among the first answers. */
const findPlaceFx = createApiEffect({
  request: {
    method: 'GET',
    host: 'suggest',
    path: () => '/places2',
    query: ({ code, language }: { code: string; language: string }) => ({ term: code, locale: language, max: '3', 'types[]': ['city', 'airport'] }),
  },
  response: () => import('../../contracts/places').then((contracts) => contracts.SuggestResponse),
});

/** Names of these codes, as `placesByCodeQuery` looks them up, for a model that keeps its own. */
export const lookupPlacesFx = createEffect<PlacesByCodeParams, PlacesByCode, RequestFailure>(async ({ codes, language }) => {
  const answers = await Promise.all(codes.map((code) => findPlaceFx({ code, language })));
  const found = answers.flatMap((places, index) => places.filter((place) => place.code === codes[index]).slice(0, 1));
  return Object.fromEntries(found.map((place) => [place.code, toChoice(place)]));
});

/**
 * Names of places known only by their codes (a route page, an opened results address, a market's
 * home city); a code the places data lacks is left out of the answer. Screens start it with their
 * codes and take the answer to their own start (`finished.success` carries the params). The
 * server's render runs it in-process like any query.
 */
export const placesByCodeQuery = createApiQuery({ effect: lookupPlacesFx });

/** Whether an answer is the one for these codes (another screen may have asked for others). */
export const answersCodes = (params: PlacesByCodeParams, codes: readonly string[]) =>
  params.codes.length === codes.length && params.codes.every((code, index) => code === codes[index]);
