import { z } from 'zod';

export const tripClasses = ['Y', 'W', 'C', 'F'] as const;
export const TripClass = z.enum(tripClasses);
export type TripClass = z.infer<typeof TripClass>;

const placeCode = z.string().regex(/^[A-Z]{3}$/, 'Place code must be 3 latin letters');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

export const Passengers = z.object({
  adults: z.number().int().min(1, 'At least one adult is required'),
  children: z.number().int().min(0),
  infants: z.number().int().min(0),
});
export type Passengers = z.infer<typeof Passengers>;

/** A flight search: one-way or return (the return is the second segment, reversed). */
export const SearchQuery = z.object({
  origin: placeCode,
  destination: placeCode,
  departDate: isoDate,
  returnDate: isoDate.optional(),
  passengers: Passengers,
  tripClass: TripClass.default('Y'),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** `POST {search host}/v1/searches` */
export const StartSearchResponse = z.object({ search_id: z.string().uuid() });
export type StartSearchResponse = z.infer<typeof StartSearchResponse>;

export const Flight = z.object({
  carrier: z.string().regex(/^[A-Z0-9]{2}$/),
  number: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** Local wall-clock time at the airport, `YYYY-MM-DDTHH:mm`. */
  departure: z.string(),
  arrival: z.string(),
  duration: z.number().int().positive(),
  aircraft: z.string().optional(),
});
export type Flight = z.infer<typeof Flight>;

export const Segment = z.object({
  flights: z.array(Flight).min(1),
  /** Minutes from first departure to last arrival. */
  duration: z.number().int().positive(),
});
export type Segment = z.infer<typeof Segment>;

export const Offer = z.object({
  agency_id: z.string(),
  agency_name: z.string(),
  /** Total for all passengers, in roubles. */
  price: z.number().positive(),
  baggage: z.boolean(),
  /** Checked baggage allowance per passenger with a seat, kg; only when `baggage`. */
  baggage_kg: z.number().int().positive().optional(),
});
export type Offer = z.infer<typeof Offer>;

export const Ticket = z.object({
  /** Stable across agencies: the same itinerary from several agencies shares an id. */
  id: z.string(),
  segments: z.array(Segment).min(1),
  offers: z.array(Offer).min(1),
});
export type Ticket = z.infer<typeof Ticket>;

export const SearchResultsQuery = z.object({
  /** Number of batches the client already has. */
  since: z.coerce.number().int().min(0).default(0),
  /** Language of the names in `dictionary`. */
  locale: z.string().regex(/^[a-z]{2}(?:[-_][A-Za-z]{2,4})?$/, 'locale is invalid').default('en'),
});

/** Names of what the tickets mention only by code, in the requested language. */
export const SearchDictionary = z.object({
  airports: z.record(z.object({ name: z.string(), city: z.string() })),
  airlines: z.record(z.string()),
});
export type SearchDictionary = z.infer<typeof SearchDictionary>;

/** `GET {search host}/v1/searches/{id}/results?since=N`: the batches that arrived after `since`. */
export const SearchResults = z.object({
  search_id: z.string().uuid(),
  /** 0..1 */
  progress: z.number().min(0).max(1),
  complete: z.boolean(),
  /** Cursor for the next request. */
  next: z.number().int().min(0),
  agencies_total: z.number().int().min(0),
  /** Tickets of the new batches; the same ticket id may come again with other offers. */
  tickets: z.array(Ticket),
  /** Names of the airports and airlines of `tickets`. */
  dictionary: SearchDictionary,
});
export type SearchResults = z.infer<typeof SearchResults>;

export const ApiError = z.object({ statusCode: z.number().int(), error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof ApiError>;
