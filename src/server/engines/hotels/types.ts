import type { Amenity } from './amenities';
import type { MealPlan, RoomType } from './rooms';

/** A name in English and, in the Russian-language world, in Russian. */
export interface LocalText {
  en: string;
  ru?: string;
}

export type HotelKind = 'hotel' | 'boutique' | 'mini_hotel' | 'apartments' | 'hostel' | 'guest_house' | 'resort';

export interface Hotel {
  /** `{city code}-{index}`, e.g. `LED-7`: stable as long as the city's inventory is. */
  id: string;
  cityCode: string;
  countryCode: string;
  name: LocalText;
  /** The chain's name, or null for an independent hotel. */
  chain: string | null;
  kind: HotelKind;
  stars: 1 | 2 | 3 | 4 | 5;
  /** Guests' average score, 1..10 with one decimal. */
  rating: number;
  reviews: number;
  district: LocalText;
  lat: number;
  lon: number;
  /** Straight-line distance to the city centre, km with one decimal. */
  distanceKm: number;
  amenities: Amenity[];
  rooms: RoomType[];
  mealPlans: MealPlan[];
  /** Days before check-in until which a flexible rate is cancelled free; null: only non-refundable rates. */
  freeCancellationDays: number | null;
  /** How often travellers choose it, 0..100: from reviews and rating only, never paid for. */
  popularity: number;
  checkInTime: string;
  checkOutTime: string;
  /** The hotel's own price level beside others of its stars in the city (0.8..1.25). */
  priceLevel: number;
}

/** A city's hotels and the points the list measures from. */
export interface CityHotels {
  cityCode: string;
  name: LocalText;
  /** IANA time zone: "today" and cancellation deadlines are the hotel's. */
  timezone: string;
  countryCode: string;
  centre: { lat: number; lon: number };
  districts: LocalText[];
  hotels: Hotel[];
}

/** What is being booked: dates (YYYY-MM-DD, check-out after check-in), the party and the rooms. */
export interface Stay {
  checkIn: string;
  checkOut: string;
  adults: number;
  childAges: number[];
  rooms: number;
}

export type FeeKind = 'city_tax' | 'service_fee' | 'resort_fee';

/** A mandatory charge on top of the room price: every one is counted in the rate's total. */
export interface Fee {
  kind: FeeKind;
  /** Roubles for the whole stay and party. */
  amount: number;
  /** How the amount was worked out, e.g. "2 guests × 3 nights × 150 ₽". */
  basis: string;
  /** Paid with the booking, or to the property on arrival. */
  payAt: 'booking' | 'property';
}

export type Cancellation = { kind: 'free'; until: string } | { kind: 'non_refundable' };

/** One room and board offer of one booking site for the stay. */
export interface Rate {
  /** `{hotel}.{site}.{room}.{meal}.{free|nr}`: unique within a stay. */
  id: string;
  hotelId: string;
  site: string;
  room: string;
  meal: MealPlan;
  cancellation: Cancellation;
  /** Every night's room price for all rooms, roubles. */
  nights: { date: string; price: number }[];
  roomTotal: number;
  fees: Fee[];
  /** Room price plus every mandatory fee. */
  total: number;
  /** The total over the number of nights, rounded. */
  perNight: number;
  dueNow: number;
  dueAtProperty: number;
}

export interface SiteInfo {
  id: string;
  name: string;
}

/** One booking site's answer to a search: its cheapest rate per hotel, board and cancellation. */
export interface SiteBatch {
  site: SiteInfo;
  /** When the answer is available, in milliseconds after the search started. */
  delayMs: number;
  rates: Rate[];
}

export interface HotelSearchContext {
  /** When the search started: prices depend on the day and how far ahead the stay is. */
  startedAt: Date;
}

/**
 * Where hotels and their prices come from. The simulated inventory implements it; an adapter to a
 * real supplier (a bed bank, a channel manager, sites' affiliate feeds) would too. The same
 * arguments must give the same answers, so that a search can be recomputed from its stored query.
 */
export interface HotelProvider {
  readonly sites: readonly SiteInfo[];
  /** A city's hotels, or undefined for a city the provider does not know. */
  city(cityCode: string): CityHotels | undefined;
  hotel(id: string): Hotel | undefined;
  /** Hotels whose name matches a typed term, best first (the hotel kind of suggestions). */
  matchHotels(term: string, max: number): Promise<Hotel[]>;
  /** Every site's answer for these hotels: the cheapest rate per hotel, board and cancellation. */
  search(hotels: readonly Hotel[], stay: Stay, context: HotelSearchContext): SiteBatch[];
  /** Every rate of every site for one hotel: all its rooms. */
  rates(hotel: Hotel, stay: Stay, context: HotelSearchContext): Rate[];
  /**
   * A rate's price when the visitor is about to book it (`checkedAt`): the site's live answer for
   * a rate a search found, or null when it is sold out or unknown.
   */
  recheck(hotel: Hotel, stay: Stay, rateId: string, context: HotelSearchContext & { checkedAt: Date }): Rate | null;
}
