import * as z from 'zod/v4-mini';
import { AgencyDetails, CardMethod, OfferTerms, OfferTotal } from './offers';

export { ApiError } from './errors';
export {
  alliances,
  maxFlexDays,
  maxLegs,
  maxPassengers,
  searchFormLegFields,
  searchFormPath,
  searchHorizonDays,
  tripClasses,
  tripLegs,
  visitSettingsPath,
  type SearchFormLegField,
} from './plain/search';
import { alliances, maxFlexDays, maxLegs, searchFormLegFields, tripClasses, type SearchFormLegField } from './plain/search';

export const TripClass = z.enum(tripClasses);
export type TripClass = z.infer<typeof TripClass>;

const placeCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'Place code must be 3 latin letters'));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'));
const count = z.int().check(z.nonnegative());
const minutes = z.int().check(z.positive());
/** The language of the names in an answer (a query parameter). */
export const locale = z._default(z.string().check(z.regex(/^[a-z]{2}(?:[-_][A-Za-z]{2,4})?$/, 'locale is invalid')), 'en');

export const Passengers = z.object({
  adults: z.int().check(z.minimum(1, 'At least one adult is required')),
  children: count,
  infants: count,
});
export type Passengers = z.infer<typeof Passengers>;

/** One leg of a multi-city trip after the first. */
export const Leg = z.object({ origin: placeCode, destination: placeCode, date: isoDate });
export type Leg = z.infer<typeof Leg>;

/**
 * A flight search: one-way, return (the return is the second segment, reversed) or multi-city
 * (`nextLegs`: the legs after the first, never with `returnDate`). The first leg keeps its own
 * fields so that the common trips read as they always have; `tripLegs` gives every trip's legs.
 * `flexDays` (one-way and return trips only) widens each date to a window of days around it.
 */
export const SearchQuery = z.object({
  origin: placeCode,
  destination: placeCode,
  departDate: isoDate,
  returnDate: z.optional(isoDate),
  nextLegs: z.optional(z.array(Leg).check(z.minLength(1), z.maxLength(maxLegs - 1, `At most ${maxLegs} legs`))),
  /** Flexible dates: also search up to this many days before and after the departure (and return). */
  flexDays: z.optional(z.int().check(z.minimum(1, 'flexDays must be at least 1'), z.maximum(maxFlexDays, `flexDays must be at most ${maxFlexDays}`))),
  passengers: Passengers,
  tripClass: z._default(TripClass, 'Y'),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

const typed = z.optional(z.string().check(z.maxLength(200, 'Field is too long')));

export const SearchFormQuery = z.object({
  origin: typed,
  destination: typed,
  departDate: typed,
  returnDate: typed,
  adults: typed,
  children: typed,
  infants: typed,
  tripClass: typed,
  /** `oneway`, `return` or `multi`. */
  trip: typed,
  /** Flexible dates when present (a checked checkbox). */
  flex: typed,
  ...(Object.fromEntries(searchFormLegFields.map((field) => [field, typed])) as Record<SearchFormLegField, typeof typed>),
  /** Buttons of a page without JavaScript: add a leg at the end, remove leg N; the form comes back changed. */
  addLeg: typed,
  removeLeg: typed,
  back: z.optional(z.string().check(z.maxLength(2000, 'back is too long'))),
});
export type SearchFormQuery = z.infer<typeof SearchFormQuery>;

export const VisitSettingsQuery = z.object({
  market: z.optional(z.string().check(z.maxLength(10, 'market is too long'))),
  language: z.optional(z.string().check(z.maxLength(10, 'language is too long'))),
  currency: z.optional(z.string().check(z.maxLength(10, 'currency is too long'))),
  back: z.optional(z.string().check(z.maxLength(2000, 'back is too long'))),
});

/** `POST {search host}/v1/searches` */
export const StartSearchResponse = z.object({ search_id: z.uuid() });
export type StartSearchResponse = z.infer<typeof StartSearchResponse>;

export const Flight = z.object({
  carrier: z.string().check(z.regex(/^[A-Z0-9]{2}$/)),
  number: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** Local wall-clock time at the airport, `YYYY-MM-DDTHH:mm`. */
  departure: z.string(),
  arrival: z.string(),
  duration: minutes,
  aircraft: z.optional(z.string()),
  /** The airline flying it when `carrier` sells it under a codeshare. */
  operated_by: z.optional(z.string().check(z.regex(/^[A-Z0-9]{2}$/))),
});
export type Flight = z.infer<typeof Flight>;

export const Segment = z.object({
  flights: z.array(Flight).check(z.minLength(1)),
  /** Minutes from first departure to last arrival. */
  duration: minutes,
});
export type Segment = z.infer<typeof Segment>;

export const Offer = z.object({
  agency_id: z.string(),
  agency_name: z.string(),
  /** Sold through us (booked on our booking pages); absent or false: the click-out leads to the agency's site. */
  sells_here: z.optional(z.boolean()),
  /** Total for all passengers, in roubles. */
  price: z.number().check(z.positive()),
  baggage: z.boolean(),
  /** Checked baggage allowance per passenger with a seat, kg; only when `baggage`. */
  baggage_kg: z.optional(z.int().check(z.positive())),
  ...OfferTerms,
});
export type Offer = z.infer<typeof Offer>;

export const Ticket = z.object({
  /** Stable across agencies: the same itinerary from several agencies shares an id. */
  id: z.string(),
  segments: z.array(Segment).check(z.minLength(1)),
  offers: z.array(Offer).check(z.minLength(1)),
});
export type Ticket = z.infer<typeof Ticket>;

/** `GET {search host}/v1/searches/{id}/results`: the search the results belong to. */
// Only the server validates path parameters: marked pure so client bundles importing this file drop it.
export const SearchResultsParams = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.uuid('Search id must be a UUID') });

export const SearchResultsQuery = z.object({
  /** Number of batches the client already has. */
  since: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0),
  /** Language of the names in `dictionary`. */
  locale,
});

export const Alliance = z.enum(alliances);
export type Alliance = z.infer<typeof Alliance>;

/** Names of what the tickets mention only by code, in the requested language. */
export const SearchDictionary = z.object({
  airports: z.record(z.string(), z.object({ name: z.string(), city: z.string() })),
  airlines: z.record(z.string(), z.string()),
  /** The alliance of each airline of the tickets that belongs to one. */
  alliances: z.optional(z.record(z.string(), Alliance)),
  /** The day the alliance membership above was last checked (`YYYY-MM-DD`). */
  alliances_as_of: z.optional(isoDate),
});
export type SearchDictionary = z.infer<typeof SearchDictionary>;

/** `GET {search host}/v1/searches/{id}/results?since=N`: the batches that arrived after `since`. */
export const SearchResults = z.object({
  search_id: z.uuid(),
  /** 0..1 */
  progress: z.number().check(z.minimum(0), z.maximum(1)),
  complete: z.boolean(),
  /** Cursor for the next request. */
  next: count,
  agencies_total: count,
  /** Tickets of the new batches; the same ticket id may come again with other offers. */
  tickets: z.array(Ticket),
  /** Names of the airports and airlines of `tickets`. */
  dictionary: SearchDictionary,
  /** The agencies of `tickets`' offers: payment fees and trust, once per answer rather than per offer. */
  agencies: z.optional(z.record(z.string(), AgencyDetails)),
});
export type SearchResults = z.infer<typeof SearchResults>;

/**
 * Why a well-formed search cannot run, as a stable machine code beside the English message: the
 * client shows its own translation of it.
 */
export const SearchProblemCode = z.enum([
  'unknown_place',
  'same_place',
  'invalid_date',
  'past_date',
  'too_far_ahead',
  'return_before_departure',
  'legs_out_of_order',
  'invalid_trip',
  'too_many_passengers',
  'too_many_infants',
]);
export type SearchProblemCode = z.infer<typeof SearchProblemCode>;

/** `GET {search host}/v1/searches/{id}/offers/{agency}?ticket_id=`: one agency's offer of a ticket, recomputed from the stored search. */
export const SearchOfferParams = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.uuid('Search id must be a UUID'),
  agency: /* @__PURE__ */ z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'Agency id must be lowercase letters, digits and hyphens')),
});
export const SearchOfferQuery = z.object({
  ticket_id: z.string().check(z.minLength(1, 'Ticket id is required'), z.maxLength(200, 'Ticket id is too long')),
  /** Checked bags per passenger with a seat; 0 when left out. */
  bags: z.optional(z.enum(['0', '1', '2'], 'Bags must be 0, 1 or 2')),
  /** The card the traveller pays with; the one that comes out cheapest when left out. */
  method: z.optional(z.enum(['ru_card', 'ww_card'], 'Method must be ru_card or ww_card')),
});

/** The agency does not take the card asked for (422 `card_not_taken`). */
export const CARD_NOT_TAKEN = 'The agency does not take this card: choose another card';
/** No fare of the agency carries the bags asked for (422 `bags_not_carried`). */
export const BAGS_NOT_CARRIED = 'The fare cannot carry that many checked bags: choose fewer bags';
export const SearchOffer = z.object({
  search_id: z.string(),
  /** When the search started: its prices hold for a while after it (the booking contract's `offerLifetimeMs`). */
  started_at: z.string(),
  query: SearchQuery,
  /** The ticket with this agency's offer only. */
  ticket: Ticket,
  /** The agency's offer for the choice: its cheapest total with these bags and this card (`agencyChoices`). */
  offer: Offer,
  /** The agency's payment methods and trust; absent for a source that does not tell them. */
  agency: z.optional(AgencyDetails),
  bags: z.int(),
  method: CardMethod,
  /** What the traveller pays: the fare, the bags the fare lacks, the card fee. The click-out and the payment charge this. */
  total: OfferTotal,
});
export type SearchOffer = z.infer<typeof SearchOffer>;
