import * as z from 'zod/v4-mini';
import { TripClass, locale } from './search';

const placeCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'Place code must be 3 latin letters'));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'));
const people = (min: number) => z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(9)), min);

/**
 * `GET {search host}/v1/prices/{calendar|graph|insight}`: the trip whose prices are asked, as a
 * query string: the search's places, dates, passengers and class (one-way or round trip).
 */
export const PriceQuery = z.object({
  origin: placeCode,
  destination: placeCode,
  departDate: isoDate,
  returnDate: z.optional(isoDate),
  adults: people(1),
  children: people(0),
  infants: people(0),
  tripClass: z._default(TripClass, 'Y'),
});
export type PriceQuery = z.infer<typeof PriceQuery>;

/** One day of a calendar or graph: the lowest price a search for it shows, roubles for all passengers. */
export const PriceDay = z.object({
  depart_date: isoDate,
  /** Round trips only. */
  return_date: z.optional(isoDate),
  /** False for a day that cannot be searched (past, beyond the horizon, return before departure): it has no price. */
  available: z.boolean(),
  /** Null when the day is unavailable or its search finds no flight. */
  price: z.nullable(z.number().check(z.positive())),
});
export type PriceDay = z.infer<typeof PriceDay>;

/**
 * `GET {search host}/v1/prices/calendar`: a round trip's ±3-day grid (`days` row by row: each
 * departure date with every return date), or a one-way trip's month (`return_dates` empty).
 */
export const PriceCalendar = z.object({
  kind: z.enum(['grid', 'month']),
  depart_dates: z.array(isoDate),
  return_dates: z.array(isoDate),
  days: z.array(PriceDay),
  /** The lowest price of the calendar, null when no day has one. */
  cheapest: z.nullable(z.number()),
});
export type PriceCalendar = z.infer<typeof PriceCalendar>;

/** Days of the price graph from today on. */
export const graphDays = 56;

/** `GET {search host}/v1/prices/graph`: the lowest price of each coming day, with the query's trip length. */
export const PriceGraph = z.object({
  /** Nights between departure and return on every day of the graph; null for one-way trips. */
  stay_days: z.nullable(z.int()),
  days: z.array(PriceDay),
  cheapest: z.nullable(z.number()),
});
export type PriceGraph = z.infer<typeof PriceGraph>;

export const priceLevels = ['low', 'typical', 'high'] as const;

/**
 * `GET {search host}/v1/prices/insight`: the trip's lowest price against the route's price history
 * (the lowest prices searches and calendars found on it, for the same trip kind and class).
 * `level` is null when the history is too small to judge (fewer than `needed` observations).
 */
export const PriceInsight = z.object({
  level: z.nullable(z.enum(priceLevels)),
  /** The trip's lowest price now, roubles for all passengers; null when its search finds nothing. */
  price: z.nullable(z.number()),
  /** Observations the judgement rests on, and how many it needs. */
  observations: z.int().check(z.nonnegative()),
  needed: z.int().check(z.positive()),
  /** When the oldest and newest observation were made (ISO instants); null without history. */
  oldest: z.nullable(z.string()),
  newest: z.nullable(z.string()),
  /** Prices for these passengers at or below `low_below` are low, at or above `high_above` high. */
  low_below: z.nullable(z.number()),
  high_above: z.nullable(z.number()),
});
export type PriceInsight = z.infer<typeof PriceInsight>;

/** `GET {search host}/v1/prices/destinations`: where to fly from a city, with names in `locale`. */
export const DestinationsQuery = z.object({
  origin: placeCode,
  locale,
});
export type DestinationsQuery = z.infer<typeof DestinationsQuery>;

/** A destination and its lowest one-way price for one adult in economy, on the day it was found. */
export const Destination = z.object({
  code: placeCode,
  name: z.string(),
  country_name: z.string(),
  depart_date: isoDate,
  price: z.number().check(z.positive()),
});
export type Destination = z.infer<typeof Destination>;

/**
 * The answer: destinations cheapest first, each priced on `days_ahead` days from today (the lowest
 * of them); a destination without a flight on any of them is left out.
 */
export const Destinations = z.object({
  origin: placeCode,
  days_ahead: z.array(z.int().check(z.positive())),
  destinations: z.array(Destination),
});
export type Destinations = z.infer<typeof Destinations>;
