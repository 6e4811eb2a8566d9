import { z } from 'zod';

export const placeKinds = ['city', 'airport', 'country'] as const;
export const PlaceKind = z.enum(placeKinds);
export type PlaceKind = z.infer<typeof PlaceKind>;

const iata = z.string().regex(/^[A-Z]{3}$/);

/** `GET {suggest host}/places2?term=&locale=&types[]=` */
export const SuggestQuery = z.object({
  term: z.string().trim().min(1, 'term is required').max(64, 'term is too long'),
  locale: z.string().regex(/^[a-z]{2}(?:[-_][A-Za-z]{2,4})?$/, 'locale is invalid').default('en'),
  types: z
    .union([PlaceKind, z.array(PlaceKind)])
    .optional()
    .transform((value) => (value === undefined ? [...placeKinds] : Array.isArray(value) ? value : [value])),
  max: z.coerce.number().int().min(1).max(20).default(7),
});
export type SuggestQuery = z.infer<typeof SuggestQuery>;

export const Coordinates = z.object({ lat: z.number(), lon: z.number() });

export const Place = z.object({
  type: PlaceKind,
  /** IATA code of a city or airport, ISO 3166 alpha-2 code of a country. */
  code: z.string().regex(/^[A-Z]{2,3}$/),
  name: z.string(),
  country_code: z.string().regex(/^[A-Z]{2}$/),
  country_name: z.string(),
  /** The city an airport serves; for a city its own code. */
  city_code: iata.optional(),
  city_name: z.string().optional(),
  coordinates: Coordinates,
  /** Higher for bigger places; orders suggestions. */
  weight: z.number().int().nonnegative(),
});
export type Place = z.infer<typeof Place>;

export const SuggestResponse = z.array(Place);
export type SuggestResponse = z.infer<typeof SuggestResponse>;
