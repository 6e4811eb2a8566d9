import * as z from 'zod/v4-mini';

import {
  BookingSiteInfo,
  HotelCard,
  HotelCity,
  HotelFacets,
  HotelOffer,
  HotelSort,
  HotelSummary,
  MealPlan,
  PriceBasis,
  ReviewSummary,
  SimilarHotel,
  StaySummary,
  hotelAmenities,
  hotelSortKeys,
  maxHotelGuests,
  maxHotelRooms,
  mealPlans,
} from './hotel-offers';

export { ApiError } from './errors';
export {
  BookingSiteInfo,
  Cancellation,
  Coordinates,
  District,
  HotelAmenity,
  HotelCard,
  HotelCity,
  HotelFacets,
  HotelFee,
  HotelOffer,
  HotelSort,
  HotelSummary,
  MealPlan,
  PriceBasis,
  ReviewSummary,
  SimilarHotel,
  StaySummary,
  hotelAmenities,
  hotelKinds,
  reviewAspects,
  scoreBands,
  hotelSortKeys,
  maxHotelGuests,
  maxHotelRooms,
  maxStayNights,
  mealPlans,
} from './hotel-offers';

const isoDate = (name: string) => z.string(`${name} is required`).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be YYYY-MM-DD`));
const cityCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'City code must be 3 latin letters'));
/** `{city}-{n}`, e.g. `LED-7`. */
export const hotelIdPattern = /^[A-Z]{3}-\d{1,3}$/;
const hotelId = z.string().check(z.regex(hotelIdPattern, 'Hotel id is invalid'));
const adults = z
  .int('Adults must be a whole number')
  .check(z.minimum(1, 'At least one adult is required'), z.maximum(maxHotelGuests, `No more than ${maxHotelGuests} guests`));
const childAge = z
  .int("A child's age must be a whole number")
  .check(z.minimum(0, "A child's age must be from 0 to 17"), z.maximum(17, "A child's age must be from 0 to 17"));
const rooms = z
  .int('Rooms must be a whole number')
  .check(z.minimum(1, `Rooms must be from 1 to ${maxHotelRooms}`), z.maximum(maxHotelRooms, `Rooms must be from 1 to ${maxHotelRooms}`));
const children = z.array(childAge).check(z.maxLength(maxHotelGuests - 1, `No more than ${maxHotelGuests} guests`));

/**
 * `POST {hotels host}/v1/searches`: a city's hotels, or one hotel, for the dates and the party.
 * Children are given by their ages (babies under two sleep in their parents' bed).
 */
export const HotelSearchQuery = z
  .object({
    city: z.optional(cityCode),
    hotel_id: z.optional(hotelId),
    check_in: isoDate('Check-in date'),
    check_out: isoDate('Check-out date'),
    adults,
    children: z._default(children, []),
    rooms: z._default(rooms, 1),
  })
  .check(z.refine((query) => (query.city === undefined) !== (query.hotel_id === undefined), 'A search needs a city or a hotel, not both'));
export type HotelSearchQuery = z.infer<typeof HotelSearchQuery>;

export const StartHotelSearchResponse = z.object({ search_id: z.uuid(), city: cityCode, nights: z.int() });
export type StartHotelSearchResponse = z.infer<typeof StartHotelSearchResponse>;

export const HotelSearchParams = z.object({ id: z.uuid('Search id must be a UUID') });

/** A comma-separated list in a query string (`stars=4,5`), each item checked by `item`. */
const list = <Item extends z.ZodMiniType>(item: Item) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        // Each part is checked by `item` next: until then it is the text the visitor sent.
        z.transform(
          (text: string) =>
            text
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean) as z.input<Item>[],
        ),
      ),
      z.array(item),
    ),
  );

const count = (name: string) =>
  z.coerce.number(`${name} must be a number`).check(z.int(`${name} must be a whole number`), z.nonnegative(`${name} must not be negative`));

/** `near=59.9386,30.3141`: a point to measure distances from instead of the centre. */
const point = z.pipe(
  z.string().check(z.regex(/^-?\d{1,2}(?:\.\d+)?,-?\d{1,3}(?:\.\d+)?$/, 'near must be latitude,longitude')),
  z.transform((text: string) => {
    const [lat, lon] = text.split(',').map(Number) as [number, number];
    return { lat, lon };
  }),
);

const locale = z._default(z.string().check(z.regex(/^[a-z]{2}(?:[-_][A-Za-z]{2,4})?$/, 'locale is invalid')), 'en');

/** `GET {hotels host}/v1/searches/{id}/results?since=N&sort=&…`: the list as it stands, sorted and filtered. */
export const HotelResultsQuery = z.object({
  since: z._default(count('since'), 0),
  sort: z._default(z.enum(hotelSortKeys, `sort must be one of ${hotelSortKeys.join(', ')}`), 'price'),
  near: z.optional(point),
  /** Without it, the visit's default (`use_price_per_night`, spec §9: per night for the second brand). */
  price_basis: z.optional(z.enum(['stay', 'night'], 'price_basis must be stay or night')),
  price_min: z.optional(count('price_min')),
  price_max: z.optional(count('price_max')),
  stars: list(
    z.coerce.number().check(z.int('stars must be from 1 to 5'), z.minimum(1, 'stars must be from 1 to 5'), z.maximum(5, 'stars must be from 1 to 5')),
  ),
  rating_min: z.optional(
    z.coerce.number('rating_min must be a number').check(z.minimum(1, 'rating_min must be from 1 to 10'), z.maximum(10, 'rating_min must be from 1 to 10')),
  ),
  amenities: list(z.enum(hotelAmenities, `amenities must be of ${hotelAmenities.join(', ')}`)),
  free_cancellation: z.optional(
    z.pipe(
      z.enum(['true', 'false'], 'free_cancellation must be true or false'),
      z.transform((flag: 'true' | 'false') => flag === 'true'),
    ),
  ),
  meal_plans: list(z.enum(mealPlans, `meal_plans must be of ${mealPlans.join(', ')}`)),
  districts: list(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'districts are district ids'))),
  offset: z._default(count('offset'), 0),
  limit: z._default(
    z.coerce
      .number('limit must be a number')
      .check(z.int('limit must be from 1 to 100'), z.minimum(1, 'limit must be from 1 to 100'), z.maximum(100, 'limit must be from 1 to 100')),
    20,
  ),
  locale,
});
export type HotelResultsQuery = z.infer<typeof HotelResultsQuery>;

export const HotelResults = z.object({
  search_id: z.uuid(),
  progress: z.number(),
  complete: z.boolean(),
  /** Sites answered so far: send it as `since` to wait for the next. */
  next: z.int(),
  sites_total: z.int(),
  sites: z.array(BookingSiteInfo),
  city: HotelCity,
  stay: StaySummary,
  sort: HotelSort,
  price_basis: PriceBasis,
  /** How a hotel's best offer is chosen: its cheapest total, whoever sells it. */
  best_offer_rule: z.literal('cheapest_total'),
  /** Hotels with offers so far, and those the filters leave. */
  found: z.int(),
  total: z.int(),
  offset: z.int(),
  hotels: z.array(HotelCard),
  facets: HotelFacets,
});
export type HotelResults = z.infer<typeof HotelResults>;

export const HotelParams = z.object({ id: z.string().check(z.maxLength(40, 'Hotel id is invalid')) });

/** `GET {hotels host}/v1/hotels/{id}?check_in=&check_out=&adults=&children=&rooms=`: dates and guests optional together. */
export const HotelQuery = z.object({
  check_in: z.optional(isoDate('Check-in date')),
  check_out: z.optional(isoDate('Check-out date')),
  adults: z._default(
    z.coerce
      .number('Adults must be a number')
      .check(
        z.int('Adults must be a whole number'),
        z.minimum(1, 'At least one adult is required'),
        z.maximum(maxHotelGuests, `No more than ${maxHotelGuests} guests`),
      ),
    2,
  ),
  children: z._default(
    list(
      z.coerce
        .number()
        .check(
          z.int("A child's age must be from 0 to 17"),
          z.minimum(0, "A child's age must be from 0 to 17"),
          z.maximum(17, "A child's age must be from 0 to 17"),
        ),
    ),
    [],
  ),
  rooms: z._default(
    z.coerce
      .number('Rooms must be a number')
      .check(
        z.int('Rooms must be a whole number'),
        z.minimum(1, `Rooms must be from 1 to ${maxHotelRooms}`),
        z.maximum(maxHotelRooms, `Rooms must be from 1 to ${maxHotelRooms}`),
      ),
    1,
  ),
  /** Prices as this search priced them (the list's prices, whatever the day now). */
  search_id: z.optional(z.uuid('Search id must be a UUID')),
  locale,
});
export type HotelQuery = z.infer<typeof HotelQuery>;

export const HotelRoom = z.object({
  code: z.string(),
  name: z.string(),
  capacity: z.int(),
  size_m2: z.int(),
  /** Every site's rates for this room, cheapest total first; empty without dates or when none fits the party. */
  rates: z.array(HotelOffer),
});

export const HotelDetails = z.object({
  hotel: z.extend(HotelSummary, {
    check_in_time: z.string(),
    check_out_time: z.string(),
    meal_plans: z.array(MealPlan),
    free_cancellation_days: z.nullable(z.int()),
  }),
  city: HotelCity,
  stay: z.nullable(StaySummary),
  sites: z.array(BookingSiteInfo),
  rooms: z.array(HotelRoom),
  best_offer: z.nullable(HotelOffer),
  priced_at: z.nullable(z.string()),
  review_summary: ReviewSummary,
  /** Like hotels in the city, nearest first, priced for the same stay. */
  similar: z.array(SimilarHotel),
});
export type HotelDetails = z.infer<typeof HotelDetails>;

/** `POST {hotels host}/v1/rates/check`: the chosen rate's price now, before the visitor leaves for the site. */
export const RateCheckBody = z.object({
  search_id: z.uuid('Search id must be a UUID'),
  rate_id: z.string().check(z.regex(/^[A-Z]{3}-\d{1,3}\.[a-z]+\.[a-z_]+\.[a-z_]+\.(?:free|nr)$/, 'Rate id is invalid')),
  /** The language of the offer's room name. */
  locale,
});
export type RateCheckBody = z.infer<typeof RateCheckBody>;

export const RateCheck = z.object({
  rate_id: z.string(),
  available: z.boolean(),
  /** The total the search showed, and the one the site answers now (null when sold out). */
  previous_total: z.int(),
  total: z.nullable(z.int()),
  difference: z.int(),
  changed: z.boolean(),
  /** What to tell the visitor, in English; the client says it in the visitor's language from the fields above. */
  message: z.string(),
  search_started_at: z.string(),
  checked_at: z.string(),
  offer: z.nullable(HotelOffer),
});
export type RateCheck = z.infer<typeof RateCheck>;

/** `POST {hotels host}/v1/clicks`: the click-out of a rate: re-checked as `rates/check` does, and stored with the visit's marker. */
export const HotelClickBody = z.extend(RateCheckBody, {
  marker: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Marker must be 1 to 64 letters, digits, dots, hyphens or underscores'))),
});
export type HotelClickBody = z.input<typeof HotelClickBody>;
export const HotelClick = z.extend(RateCheck, { click_id: z.uuid() });
export type HotelClick = z.infer<typeof HotelClick>;
