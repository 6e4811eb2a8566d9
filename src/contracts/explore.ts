import * as z from 'zod/v4-mini';
import { placeCode } from './fields';
import { locale } from './search';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'));
const flag = z.optional(
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
);
const days = (name: string) =>
  z.optional(
    z.coerce.number().check(z.int(`${name} must be a whole number`), z.minimum(1, `${name} must be at least 1`), z.maximum(30, `${name} must be at most 30`)),
  );

export const visaStatuses = ['free', 'on_arrival', 'required'] as const;
export const VisaStatus = z.enum(visaStatuses);
export type VisaStatus = z.infer<typeof VisaStatus>;

/** Prices found longer ago than this many hours are older, never current. */
export const freshPriceHours = 48;

/**
 * When trips leave: a month (`2027-01`), a season of a year (`summer-2027`; winter 2027 is December
 * 2026 to February 2027) or a year (`2027`).
 */
export const PeriodParam = z
  .string()
  .check(
    z.regex(
      /^(?:\d{4}-(?:0[1-9]|1[0-2])|(?:winter|spring|summer|autumn)-\d{4}|\d{4})$/,
      'period must be a month (2027-01), a season (summer-2027) or a year (2027)',
    ),
  );

/** The filters every reader of the price index shares. */
const FareFilterQuery = {
  /** The cards the traveller pays with, comma-separated: prices are the lowest totals among them (both by default). */
  cards: z.optional(z.string().check(z.regex(/^(?:ru_card|ww_card)(?:,(?:ru_card|ww_card))*$/, 'cards must list ru_card or ww_card'))),
  period: z.optional(PeriodParam),
  kind: z.optional(z.enum(['oneway', 'return'])),
  min_days: days('min_days'),
  max_days: days('max_days'),
  /** Non-stop fares only. */
  direct: flag,
  /** The visitor's citizenship (ISO alpha-2) for `visa`, and for the entry status each answer carries. */
  citizenship: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'citizenship must be a two-letter country code'))),
  /** Accepted entry statuses, comma-separated (`free,on_arrival`); needs `citizenship`. */
  visa: z.optional(
    z.string().check(z.regex(/^(?:free|on_arrival|required)(?:,(?:free|on_arrival|required))*$/, 'visa must list free, on_arrival or required')),
  ),
  /** The highest price per passenger, roubles. */
  max_price: z.optional(z.coerce.number().check(z.int('max_price must be a whole number of roubles'), z.positive('max_price must be positive'))),
  locale,
};

/** `GET {explore host}/v1/destinations`: where to fly from a city, each destination at its cheapest known fare. */
export const DestinationsIndexQuery = z.object({
  origin: placeCode,
  /** `price`: cheapest first (the default); `popular`: the destinations travellers search most first, each with `route_searches`. */
  sort: z.optional(z.enum(['price', 'popular'], 'sort must be price or popular')),
  /** Destinations in this country only (ISO alpha-2): a "flights from a city to a country" page. */
  country: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code'))),
  ...FareFilterQuery,
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1, 'limit must be at least 1'), z.maximum(100, 'limit must be at most 100')), 24),
});
export type DestinationsIndexQuery = z.input<typeof DestinationsIndexQuery>;

/** `GET {explore host}/v1/origins`: where travellers fly to a city from, each origin at its cheapest known fare. */
export const OriginsIndexQuery = z.object({
  destination: placeCode,
  ...FareFilterQuery,
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1, 'limit must be at least 1'), z.maximum(100, 'limit must be at most 100')), 24),
});

/** `GET {explore host}/v1/routes/{origin}/{destination}`: the route's cheapest known fare of each month. */
export const RouteIndexParams = z.object({ origin: placeCode, destination: placeCode });
export const RouteIndexQuery = z.object(FareFilterQuery);
export type RouteIndexQuery = z.input<typeof RouteIndexQuery>;

/** A place of the index's answers, named in the request's locale. */
export const IndexPlace = z.object({
  code: z.string(),
  name: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  coordinates: z.object({ lat: z.number(), lon: z.number() }),
});
export type IndexPlace = z.infer<typeof IndexPlace>;

/** A fare of the price index with its basis: the trip it was found for, when, and from how many searches. */
export const IndexedFare = z.object({
  origin: IndexPlace,
  destination: IndexPlace,
  /** Roubles per passenger, economy: the total paid with `card`, fees included, as the search shows it. */
  price: z.number().check(z.positive()),
  card: z.enum(['ru_card', 'ww_card']),
  depart_date: isoDate,
  return_date: z.nullable(isoDate),
  month: z.string(),
  kind: z.enum(['oneway', 'return']),
  /** Days between departure and return; 0 one way. */
  trip_days: z.int(),
  direct: z.boolean(),
  /** When the price was found (ISO instant), its age in whole hours, and whether it is current (at most `freshPriceHours`). */
  found_at: z.string(),
  age_hours: z.int(),
  fresh: z.boolean(),
  /** Searches that saw this route, month and trip. */
  searches: z.int().check(z.positive()),
  /** Searches that saw the route in the period asked for, any trip of the kind: its popularity (destinations sorted by popularity only). */
  route_searches: z.optional(z.int()),
  /** What the visitor's citizenship needs to enter; null without a citizenship or where the dataset does not know. */
  visa: z.nullable(VisaStatus),
});
export type IndexedFare = z.infer<typeof IndexedFare>;

/** The entry rules' basis, stated with every answer that can carry them. */
export const VisaBasis = z.object({
  source: z.string(),
  as_of: isoDate,
  /** The citizenship asked for, named in the request's locale; null without one. */
  citizenship_name: z.nullable(z.string()),
});

export const DestinationsIndex = z.object({
  origin: IndexPlace,
  /** The first month the index covers at the origin (its current month, `2027-01`): a reader's periods start there. */
  from_month: z.string(),
  fares: z.array(IndexedFare),
  fresh_hours: z.int(),
  visa_basis: VisaBasis,
});
export type DestinationsIndex = z.infer<typeof DestinationsIndex>;

/** What a week of searches says of a route: distance, durations, airlines, the share of non-stop tickets, the cheapest weekday. */
export const RouteFacts = z.object({
  distance_km: z.int(),
  /** The shortest non-stop flight, minutes; null when nobody flies the route non-stop. */
  direct_minutes: z.nullable(z.int()),
  /** The shortest trip with or without changes, minutes. */
  fastest_minutes: z.nullable(z.int()),
  /** Airlines selling its tickets, most tickets first. */
  airlines: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Share of tickets without a change, 0..1. */
  direct_share: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  /** The weekday whose departures were cheapest, 0 Sunday … 6 Saturday. */
  cheapest_weekday: z.nullable(z.int().check(z.minimum(0), z.maximum(6))),
  /** The days whose one-way searches the facts come from. */
  sampled_days: z.array(isoDate),
});
export type RouteFacts = z.infer<typeof RouteFacts>;

export const OriginsIndex = z.object({
  destination: IndexPlace,
  fares: z.array(IndexedFare),
  fresh_hours: z.int(),
  visa_basis: VisaBasis,
});
export type OriginsIndex = z.infer<typeof OriginsIndex>;

export const RouteIndex = z.object({
  origin: IndexPlace,
  destination: IndexPlace,
  /** Null when the fare source knows no way between the cities. */
  facts: z.nullable(RouteFacts),
  /** The cheapest fare of each month with data, in month order. */
  months: z.array(IndexedFare),
  fresh_hours: z.int(),
  visa_basis: VisaBasis,
});
export type RouteIndex = z.infer<typeof RouteIndex>;

/** `GET /sitemaps/{name}`: one sitemap of the index (`pages.xml`, `from.xml`, `routes.xml`). */
export const SitemapParams = z.object({ name: z.string().check(z.regex(/^[a-z]+\.xml$/, 'name must be a sitemap file name')) });

/** `GET {explore host}/v1/sampled-origins`: the cities the index samples prices from, named in `locale`. */
export const SampledOriginsQuery = z.object({ locale });
export const SampledOrigins = z.object({ origins: z.array(IndexPlace) });
export type SampledOrigins = z.infer<typeof SampledOrigins>;
