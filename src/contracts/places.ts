import * as z from 'zod/v4-mini';
export { placeKinds, hotelSuggestionKinds, suggestionKinds } from './plain/places';
import { hotelSuggestionKinds, placeKinds, suggestionKinds } from './plain/places';

export const PlaceKind = z.enum(placeKinds);
export type PlaceKind = z.infer<typeof PlaceKind>;

const iata = z.string().check(z.regex(/^[A-Z]{3}$/));

const maxError = 'max must be a number from 1 to 20';
/** A page's language or locale (`ru`, `en_US`, `hy-AM`); names come in it. */
const locale = z._default(z.string().check(z.regex(/^[a-z]{2}(?:[-_][A-Za-z]{2,4})?$/, 'locale is invalid')), 'en');

/** `GET {suggest host}/places2?term=&locale=&types[]=` */
export const SuggestQuery = z.object({
  term: z.string().check(z.trim(), z.minLength(1, 'term is required'), z.maxLength(64, 'term is too long')),
  locale,
  types: z.pipe(
    z.optional(z.union([PlaceKind, z.array(PlaceKind)])),
    z.transform((value) => (value === undefined ? [...placeKinds] : Array.isArray(value) ? value : [value])),
  ),
  max: z._default(z.coerce.number(maxError).check(z.int(maxError), z.minimum(1, maxError), z.maximum(20, maxError)), 7),
});
export type SuggestQuery = z.infer<typeof SuggestQuery>;

export const SuggestionKind = z.enum(suggestionKinds);
export type SuggestionKind = z.infer<typeof SuggestionKind>;

/** `GET {suggest host}/places2?term=&locale=&types[]=`: as `SuggestQuery`, and the hotel kinds when named. */
export const SuggestRequest = z.object({
  term: SuggestQuery.shape.term,
  locale,
  types: z.pipe(
    z.optional(z.union([SuggestionKind, z.array(SuggestionKind)])),
    z.transform((value): SuggestionKind[] => (value === undefined ? [...placeKinds] : Array.isArray(value) ? value : [value])),
  ),
  max: SuggestQuery.shape.max,
});
export type SuggestRequest = z.infer<typeof SuggestRequest>;

export const Coordinates = z.object({ lat: z.number(), lon: z.number() });

export const Place = z.object({
  type: PlaceKind,
  /** IATA code of a city or airport, ISO 3166 alpha-2 code of a country. */
  code: z.string().check(z.regex(/^[A-Z]{2,3}$/)),
  name: z.string(),
  country_code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  country_name: z.string(),
  /** The city an airport serves; for a city its own code. */
  city_code: z.optional(iata),
  city_name: z.optional(z.string()),
  coordinates: Coordinates,
  /** Higher for bigger places; orders suggestions. */
  weight: z.int().check(z.nonnegative()),
});
export type Place = z.infer<typeof Place>;

export const SuggestResponse = z.array(Place);
export type SuggestResponse = z.infer<typeof SuggestResponse>;

/**
 * A hotel (`code` its id, `LED-7`, with its stars) or a city with hotels (`code` its IATA code, with
 * how many hotels it has and its centre as `coordinates`), names in the request's locale.
 */
export const HotelSuggestion = z.object({
  type: z.enum(hotelSuggestionKinds),
  code: z.string(),
  name: z.string(),
  country_code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  country_name: z.string(),
  city_code: iata,
  city_name: z.string(),
  coordinates: Coordinates,
  weight: z.int().check(z.nonnegative()),
  stars: z.optional(z.int()),
  hotels: z.optional(z.int()),
});
export type HotelSuggestion = z.infer<typeof HotelSuggestion>;

/** The answer when hotel kinds may be in it: places and hotel suggestions. */
export const SuggestAnswer = z.array(z.union([Place, HotelSuggestion]));
export type SuggestAnswer = z.infer<typeof SuggestAnswer>;

/** `GET {suggest host}/v2/nearest_places.json?locale=`: the places nearest to the visitor's address. */
export const NearestPlacesQuery = z.object({ locale });
export type NearestPlacesQuery = z.infer<typeof NearestPlacesQuery>;

/** Word forms of a place's name, by the name of the form (spec §3 `cases`). */
export const PlaceCases = z.record(z.string(), z.string());
export type PlaceCases = z.infer<typeof PlaceCases>;

/**
 * One place near the visitor (spec §3 "Nearest place"). The server sends every field but `cases`
 * (sent when the places index has word forms) for a city, an airport or a country; the fields are
 * optional because both sides drop an entry lacking `code`, `name` or `type` (spec §3), rather than
 * refusing the whole answer. `type` may be a kind this client does not know: such an entry is dropped.
 */
export const NearestPlaceRecord = z.object({
  /** IATA code of a city or airport, ISO 3166 alpha-2 code of a country. */
  code: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(z.string())),
  /** The city of an airport; for a city its own code. */
  city_code: z.optional(z.nullable(z.string())),
  city_name: z.optional(z.nullable(z.string())),
  country_code: z.optional(z.nullable(z.string())),
  country_name: z.optional(z.nullable(z.string())),
  coordinates: z.optional(z.nullable(Coordinates)),
  cases: z.optional(z.nullable(PlaceCases)),
});
export type NearestPlaceRecord = z.infer<typeof NearestPlaceRecord>;

/** The answer: nearest first, a handful at most; `[]` when the address says nothing (spec §5: an array of place records). */
export const NearestPlacesResponse = z.array(NearestPlaceRecord);
export type NearestPlacesResponse = z.infer<typeof NearestPlacesResponse>;
