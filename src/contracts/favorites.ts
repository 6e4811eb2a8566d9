import * as z from 'zod/v4-mini';
import { SearchQuery, Ticket } from './search';
import { GuideLanguage, PlaceCategory } from './guides';

/**
 * The favorites host (`/api/favorites`): price subscriptions of flight searches. Every call is
 * private (`Authorization: Bearer {jwt}` of the user service; 401 `User is not authorized`).
 */
export const favoritesPaths = {
  /** `GET`: the user's subscriptions with today's cheapest price; `POST` with `SubscribeBody`: subscribes. */
  subscriptions: '/v1/subscriptions',
  /** `PATCH` with `ChannelBody`: the channel; `DELETE`: unsubscribes. */
  subscription: (id: string) => `/v1/subscriptions/${encodeURIComponent(id)}`,
  /** Outside production, behind the private pages' guard: runs the price-drop job once. */
  runPriceDrops: '/v1/price-drops/run',
} as const;

/** Where a price alert goes (spec §3, `notification_channels.price_alert`). */
export const priceChannels = ['email', 'web_push', 'mob_push'] as const;
export const PriceChannel = z.enum(priceChannels, 'Channel must be email, web_push or mob_push');
export type PriceChannel = z.infer<typeof PriceChannel>;

/** A user keeps at most this many subscriptions. */
export const maxPriceSubscriptions = 50;
export const TOO_MANY_SUBSCRIPTIONS = `At most ${maxPriceSubscriptions} price subscriptions`;
/** Spec §5: a saved search needs its parameters and the cheapest ticket. */
export const SUBSCRIBE_NEEDS = 'Saving a search needs search params and the cheapest ticket';
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/**
 * A search as a subscription knows it: canonical JSON of its legs, travellers and class (flexible
 * days left out). One user has one subscription per key: the same search subscribed again answers
 * the one it has, and a results page is watched when a subscription has its key.
 */
export function subscriptionKey(query: z.input<typeof SearchQuery>): string {
  const { origin, destination, departDate, returnDate, nextLegs, passengers, tripClass } = query;
  return JSON.stringify([
    origin,
    destination,
    departDate,
    returnDate ?? null,
    (nextLegs ?? []).map((leg) => [leg.origin, leg.destination, leg.date]),
    [passengers.adults, passengers.children, passengers.infants],
    tripClass ?? 'Y',
  ]);
}

/** `POST {favorites host}/v1/subscriptions` */
export const SubscribeBody = z
  .object(
    {
      search_params: z.optional(z.nullable(SearchQuery)),
      ticket: z.optional(z.nullable(Ticket)),
      /** Left out: e-mail when the user has an active e-mail, else web push. */
      channel: z.optional(PriceChannel),
    },
    { error: SUBSCRIBE_NEEDS },
  )
  .check(z.refine((body) => Boolean(body.search_params && body.ticket), SUBSCRIBE_NEEDS));
export type SubscribeBody = z.input<typeof SubscribeBody>;

/** `PATCH {favorites host}/v1/subscriptions/{id}` */
export const ChannelBody = z.object({ channel: PriceChannel });
export type ChannelBody = z.infer<typeof ChannelBody>;

// Only the server validates path parameters: marked pure so client bundles importing this file drop it.
export const SubscriptionParams = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.uuid('Subscription id must be a UUID') });

/** One subscription; prices are totals for all passengers, in roubles. */
export const PriceSubscription = z.object({
  id: z.uuid(),
  search_params: SearchQuery,
  /** The cheapest ticket when the user subscribed. */
  ticket: Ticket,
  channel: PriceChannel,
  /** The cheapest price when the user subscribed. */
  subscribed_price: z.number(),
  /** Today's cheapest price; null when the search has no tickets now (a past date, say). */
  current_price: z.nullable(z.number()),
  /** `current_price - subscribed_price`: negative is cheaper; null without a current price. */
  change: z.nullable(z.number()),
  created_at: z.string(),
});
export type PriceSubscription = z.infer<typeof PriceSubscription>;

/** `GET {favorites host}/v1/subscriptions`: newest first. */
export const SubscriptionsResponse = z.object({ subscriptions: z.array(PriceSubscription) });
export type SubscriptionsResponse = z.infer<typeof SubscriptionsResponse>;

/** `POST …/v1/price-drops/run?at=` (private, no body): a run as if at `at` (ISO date-time), now when left out. */
export const RunPriceDropsQuery = z.object({ at: z.optional(z.iso.datetime('at must be an ISO date-time')) });
/** What one run did: subscriptions checked, drops found, digests written. */
export const PriceDropRun = z.object({ checked: z.number(), drops: z.number(), digests: z.number() });
export type PriceDropRun = z.infer<typeof PriceDropRun>;

/* Saved hotels: a hotel with a stay (dates and party), its price when saved and today's. */

export const hotelFavoritesPaths = {
  /** `GET`: the saved hotels with today's price (`?locale=`); `POST` with `SaveHotelBody`: saves one. */
  hotels: '/v1/hotels',
  /** `DELETE`: removes one. */
  hotel: (id: string) => `/v1/hotels/${encodeURIComponent(id)}`,
} as const;

/** A user keeps at most this many saved hotels. */
export const maxHotelFavorites = 50;
export const TOO_MANY_HOTEL_FAVORITES = `At most ${maxHotelFavorites} saved hotels`;
export const HOTEL_FAVORITE_NOT_FOUND = 'Saved hotel not found';

const stayDate = (name: string) => z.string(`${name} is required`).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be YYYY-MM-DD`));

/** `POST {favorites host}/v1/hotels`: the hotel and the stay, as the hotel page's address names them. */
export const SaveHotelBody = z.object({
  hotel_id: z.string('Hotel id is invalid').check(z.regex(/^[A-Z]{3}-\d{1,3}$/, 'Hotel id is invalid')),
  check_in: stayDate('Check-in date'),
  check_out: stayDate('Check-out date'),
  adults: z.int('Adults must be a whole number').check(z.minimum(1, 'At least one adult is required'), z.maximum(8, 'No more than 8 guests')),
  children: z._default(
    z.array(
      z
        .int("A child's age must be a whole number")
        .check(z.minimum(0, "A child's age must be from 0 to 17"), z.maximum(17, "A child's age must be from 0 to 17")),
    ),
    [],
  ),
  rooms: z._default(z.int('Rooms must be a whole number').check(z.minimum(1, 'Rooms must be from 1 to 4'), z.maximum(4, 'Rooms must be from 1 to 4')), 1),
});
export type SaveHotelBody = z.input<typeof SaveHotelBody>;

/** The same hotel and stay as a saved hotel knows it: one saved hotel per key and user (children's ages sorted). */
export function hotelFavoriteKey(stay: { hotel_id: string; check_in: string; check_out: string; adults: number; children?: number[]; rooms?: number }): string {
  return JSON.stringify([stay.hotel_id, stay.check_in, stay.check_out, stay.adults, [...(stay.children ?? [])].sort((a, b) => a - b), stay.rooms ?? 1]);
}

/**
 * Whether today's price could be found: `priced`; `past` when check-in has passed where the hotel is;
 * `no_rates` when no site has a room for the party now; `unknown_hotel` when the inventory no longer has it.
 */
export const hotelFavoriteStatuses = ['priced', 'past', 'no_rates', 'unknown_hotel'] as const;

/** One saved hotel; prices are the cheapest total for the whole stay with every mandatory fee, in roubles. */
export const HotelFavorite = z.object({
  id: z.uuid(),
  hotel_id: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.int(),
  adults: z.int(),
  children: z.array(z.int()),
  rooms: z.int(),
  /** Null when the inventory no longer has the hotel. */
  hotel: z.nullable(z.object({ name: z.string(), stars: z.int(), rating: z.number(), reviews: z.int(), city: z.string(), district: z.string() })),
  /** The cheapest total when saved (the engine's, not the page's claim); null when nothing was on sale. */
  saved_price: z.nullable(z.int()),
  saved_at: z.string(),
  /** Today's cheapest total for the same stay; null unless `status` is `priced`. */
  current_price: z.nullable(z.int()),
  /** `current_price - saved_price`: negative is cheaper; null without both. */
  change: z.nullable(z.int()),
  status: z.enum(hotelFavoriteStatuses),
  /** When today's price was found. */
  checked_at: z.string(),
  /** What the prices are: the whole stay's total with every mandatory fee. */
  price_basis: z.literal('stay_total_with_fees'),
});
export type HotelFavorite = z.infer<typeof HotelFavorite>;

/** `GET {favorites host}/v1/hotels?locale=`: newest first. */
export const HotelFavoritesQuery = z.object({
  locale: z._default(z.string().check(z.regex(/^[a-z]{2}(?:[-_][A-Za-z]{2,4})?$/, 'locale is invalid')), 'en'),
});
export const HotelFavoritesResponse = z.object({ hotels: z.array(HotelFavorite) });
export type HotelFavoritesResponse = z.infer<typeof HotelFavoritesResponse>;

export const HotelFavoriteParams = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.uuid('Saved hotel id must be a UUID') });

/* Saved places: a place of a city's guide (`/guides?city=XXX#place-{id}`). */

export const placeFavoritesPaths = {
  /** `GET`: the saved places (`?locale=`); `POST` with `SavePlaceBody`: saves one. */
  places: '/v1/places',
  /** `DELETE`: removes one. */
  place: (id: string) => `/v1/places/${encodeURIComponent(id)}`,
} as const;

/** A user keeps at most this many saved places. */
export const maxPlaceFavorites = 50;
export const TOO_MANY_PLACE_FAVORITES = `At most ${maxPlaceFavorites} saved places`;
export const PLACE_FAVORITE_NOT_FOUND = 'Saved place not found';

/** `POST {favorites host}/v1/places?locale=`: a place of a city's guide. */
export const SavePlaceBody = z.object({
  iata: z.string('City code is invalid').check(z.regex(/^[A-Z]{3}$/, 'City code is invalid')),
  place_id: z.string('Place id is invalid').check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Place id is invalid'), z.maxLength(80, 'Place id is invalid')),
});
export type SavePlaceBody = z.infer<typeof SavePlaceBody>;

/** One saved place, named in the asked language (English where guides are not written in it). */
export const PlaceFavorite = z.object({
  id: z.uuid(),
  iata: z.string(),
  place_id: z.string(),
  saved_at: z.string(),
  /** Null when the guides no longer have the place. */
  place: z.nullable(z.object({ name: z.string(), city: z.string(), category: PlaceCategory, short: z.string(), language: GuideLanguage })),
});
export type PlaceFavorite = z.infer<typeof PlaceFavorite>;

/** `GET {favorites host}/v1/places?locale=`: newest first. */
export const PlaceFavoritesQuery = HotelFavoritesQuery;
export const PlaceFavoritesResponse = z.object({ places: z.array(PlaceFavorite) });
export type PlaceFavoritesResponse = z.infer<typeof PlaceFavoritesResponse>;

export const PlaceFavoriteParams = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.uuid('Saved place id must be a UUID') });
