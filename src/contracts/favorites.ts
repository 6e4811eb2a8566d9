import * as z from 'zod/v4-mini';
import { SearchQuery, Ticket } from './search';

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
