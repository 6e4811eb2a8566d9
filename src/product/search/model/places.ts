import { createEffect } from 'effector';
import { SuggestResponse } from '../../../contracts/places';
import { host } from '../../../platform/config';
import type { PlaceChoice } from './validate';

export interface ResolvePlacesParams {
  codes: string[];
  language: string;
}

/**
 * Names of places known only by their codes (an opened results address, a market's home city).
 * The server renders with a handler that reads the places index directly.
 */
export const resolvePlacesFx = createEffect(async ({ codes, language }: ResolvePlacesParams) => {
  const entries = await Promise.all(
    codes.map(async (code) => {
      const params = new URLSearchParams({ term: code, locale: language, max: '3' });
      params.append('types[]', 'city');
      params.append('types[]', 'airport');
      const response = await fetch(`${host('suggest')}/places2?${params}`, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP error, status: ${response.status}`);
      const place = SuggestResponse.parse(await response.json()).find((item) => item.code === code);
      return place ? ([code, toChoice(place)] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null)) as Record<string, PlaceChoice>;
});

export function toChoice(place: SuggestResponse[number]): PlaceChoice {
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
