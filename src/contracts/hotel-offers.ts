import * as z from 'zod/v4-mini';
import { hotelAmenities, hotelKinds, hotelSortKeys, mealPlans } from './plain/hotel-offers';

export { hotelAmenities, hotelKinds, hotelSortKeys, maxHotelGuests, maxHotelRooms, maxStayNights, mealPlans } from './plain/hotel-offers';

/**
 * The shapes the hotels host's answers share (a hotel, its offers with their fees, the list's facets)
 * and the lists both sides agree on. The calls themselves are in `hotels.ts`.
 */

export const HotelAmenity = z.enum(hotelAmenities);
export type HotelAmenity = z.infer<typeof HotelAmenity>;

export const MealPlan = z.enum(mealPlans);
export type MealPlan = z.infer<typeof MealPlan>;

export const HotelSort = z.enum(hotelSortKeys);
export type HotelSort = z.infer<typeof HotelSort>;

/** Prices and the price filter are of the whole stay, or per night (the `use_price_per_night` setting). */
export const PriceBasis = z.enum(['stay', 'night']);
export type PriceBasis = z.infer<typeof PriceBasis>;

export const Coordinates = z.object({ lat: z.number(), lon: z.number() });

export const HotelFee = z.object({
  kind: z.enum(['city_tax', 'service_fee', 'resort_fee']),
  /** Roubles for the whole stay and party. */
  amount: z.int(),
  basis: z.string(),
  pay_at: z.enum(['booking', 'property']),
});
export type HotelFee = z.infer<typeof HotelFee>;

export const Cancellation = z.object({ kind: z.enum(['free', 'non_refundable']), until: z.optional(z.string()) });

/** One site's rate for the stay: its total is the room price of every night plus every mandatory fee. */
export const HotelOffer = z.object({
  rate_id: z.string(),
  site: z.string(),
  site_name: z.string(),
  room: z.object({ code: z.string(), name: z.string() }),
  meal: MealPlan,
  cancellation: Cancellation,
  nights: z.array(z.object({ date: z.string(), price: z.int() })),
  room_total: z.int(),
  fees: z.array(HotelFee),
  total: z.int(),
  per_night: z.int(),
  due_now: z.int(),
  due_at_property: z.int(),
});
export type HotelOffer = z.infer<typeof HotelOffer>;

export const District = z.object({ id: z.string(), name: z.string() });

/** What the list and the page show of a hotel, offers aside. */
export const HotelSummary = z.object({
  id: z.string(),
  name: z.string(),
  chain: z.nullable(z.string()),
  kind: z.enum(hotelKinds),
  stars: z.int(),
  rating: z.number(),
  reviews: z.int(),
  popularity: z.int(),
  district: District,
  coordinates: Coordinates,
  /** To the city centre, km. */
  distance_km: z.number(),
  /** To the `near` point when one was given, km. */
  distance_to_point_km: z.optional(z.number()),
  amenities: z.array(HotelAmenity),
});
export type HotelSummary = z.infer<typeof HotelSummary>;

export const HotelCard = z.extend(HotelSummary, {
  /** The cheapest total among the rates the filters leave: never a paid placement. */
  best_offer: HotelOffer,
  /** Each site's cheapest total, cheapest first. */
  sites: z.array(z.object({ site: z.string(), site_name: z.string(), total: z.int(), per_night: z.int(), rate_id: z.string() })),
  free_cancellation: z.boolean(),
});
export type HotelCard = z.infer<typeof HotelCard>;

const valueCount = <Value extends z.ZodMiniType>(value: Value) => z.array(z.object({ value, count: z.int() }));

/** How many hotels each filter value would leave, the other filters applied. */
export const HotelFacets = z.object({
  price: z.nullable(z.object({ min: z.int(), max: z.int() })),
  stars: valueCount(z.int()),
  rating: z.array(z.object({ min: z.number(), count: z.int() })),
  amenities: valueCount(HotelAmenity),
  free_cancellation: z.int(),
  meal_plans: valueCount(MealPlan),
  districts: z.array(z.object({ id: z.string(), name: z.string(), count: z.int() })),
});
export type HotelFacets = z.infer<typeof HotelFacets>;

export const StaySummary = z.object({
  check_in: z.string(),
  check_out: z.string(),
  nights: z.int(),
  adults: z.int(),
  children: z.array(z.int()),
  rooms: z.int(),
});

export const HotelCity = z.object({ code: z.string(), name: z.string(), centre: Coordinates });
export const BookingSiteInfo = z.object({ id: z.string(), name: z.string() });

export const reviewAspects = ['cleanliness', 'location', 'service', 'value'] as const;
export const scoreBands = ['excellent', 'very_good', 'good', 'fair', 'poor'] as const;

/** Guests' scores by aspect (with how many scored it) and reviews by overall score; no quoted words. */
export const ReviewSummary = z.object({
  aspects: z.array(z.object({ aspect: z.enum(reviewAspects), score: z.number(), count: z.int() })),
  bands: z.array(z.object({ band: z.enum(scoreBands), count: z.int() })),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** A hotel like the page's in the same city: stars within one, a like price level, nearest first. */
export const SimilarHotel = z.object({
  id: z.string(),
  name: z.string(),
  stars: z.int(),
  rating: z.number(),
  reviews: z.int(),
  district: z.string(),
  /** From the page's hotel, km. */
  distance_km: z.number(),
  /** Its cheapest total for the page's stay with every mandatory fee; null without dates or rates. */
  total: z.nullable(z.int()),
});
export type SimilarHotel = z.infer<typeof SimilarHotel>;
