import * as z from 'zod/v4-mini';
import { IndexedFare } from './explore';
import { Alliance, locale } from './search';

// The reference pages' calls (`GET {explore host}/v1/catalogue/…`): airlines, airports, countries,
// cities and flights as the fare engine knows them, with prices from the price index.

export const catalogueSections = ['airlines', 'airports', 'countries', 'cities'] as const;
export const CatalogueSection = z.enum(catalogueSections);
export type CatalogueSection = z.infer<typeof CatalogueSection>;

/** `GET /v1/catalogue/{section}`: one catalogue. */
export const CatalogueListParams = z.object({ section: CatalogueSection });

/** A page's name in its address: a code (`SU`, `LED`, `TR`, `SU1234`) or a slug (`aeroflot`). */
export const CatalogueEntryParams = z.object({
  name: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/, 'name must be a code or a page name')),
});

export const CatalogueQuery = z.object({
  locale,
  /** The traveller's cards, comma-separated: prices are the lowest totals among them. */
  cards: z.optional(z.string().check(z.regex(/^(?:ru_card|ww_card)(?:,(?:ru_card|ww_card))*$/, 'cards must list ru_card or ww_card'))),
});
export type CatalogueQuery = z.input<typeof CatalogueQuery>;

/** An airline, airport, country or city as the pages name and address it. */
export const CatalogueEntry = z.object({
  code: z.string(),
  /** Its page's address: `/{section}/{slug}`. */
  slug: z.string(),
  name: z.string(),
  /** Its country (an airline's home, an airport's or a city's), null for a country. */
  country_code: z.nullable(z.string()),
  country_name: z.nullable(z.string()),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntry>;

export const CatalogueList = z.object({
  section: CatalogueSection,
  entries: z.array(CatalogueEntry),
});
export type CatalogueList = z.infer<typeof CatalogueList>;

/** A non-stop route of the fare engine's network between two airports, with its carriers and the index's cheapest one-way fare between their cities. */
export const NetworkRoute = z.object({
  from: CatalogueEntry,
  to: CatalogueEntry,
  /** The cities' codes, for the route page (`/routes/{origin}/{destination}`). */
  origin_city: z.string(),
  destination_city: z.string(),
  carriers: z.array(CatalogueEntry),
  distance_km: z.int(),
  /** Scheduled block time, minutes. */
  minutes: z.int(),
  /** Null while the index has no price for the cities. */
  fare: z.nullable(IndexedFare),
});
export type NetworkRoute = z.infer<typeof NetworkRoute>;

export const AirlinePage = z.object({
  airline: CatalogueEntry,
  alliance: z.nullable(Alliance),
  /** The day the alliance membership was checked. */
  alliances_as_of: z.string(),
  hubs: z.array(CatalogueEntry),
  routes: z.array(NetworkRoute),
});
export type AirlinePage = z.infer<typeof AirlinePage>;

export const AirportPage = z.object({
  airport: CatalogueEntry,
  city: CatalogueEntry,
  carriers: z.array(CatalogueEntry),
  routes: z.array(NetworkRoute),
});
export type AirportPage = z.infer<typeof AirportPage>;

export const CityPage = z.object({
  city: CatalogueEntry,
  country: CatalogueEntry,
  airports: z.array(CatalogueEntry),
});
export type CityPage = z.infer<typeof CityPage>;

export const CountryPage = z.object({
  country: CatalogueEntry,
  /** Its biggest cities, biggest first. */
  cities: z.array(CatalogueEntry),
  /** The cheapest known fares from its cities and to them, cheapest first. */
  from: z.array(IndexedFare),
  to: z.array(IndexedFare),
});
export type CountryPage = z.infer<typeof CountryPage>;

/** One leg a flight number flies, at the times of its timetable on `date`. */
export const FlightLeg = z.object({
  from: CatalogueEntry,
  to: CatalogueEntry,
  origin_city: z.string(),
  destination_city: z.string(),
  /** Local times, `HH:MM`; `arrival_days` is how many days after departure it lands (local dates). */
  departure_time: z.string(),
  arrival_time: z.string(),
  arrival_days: z.int(),
  minutes: z.int(),
  aircraft: z.string(),
  distance_km: z.int(),
});

export const FlightPage = z.object({
  /** The flight number, carrier code first (`SU1234`). */
  number: z.string(),
  carrier: CatalogueEntry,
  /** The day the times are given for; the timetable is the same every day. */
  date: z.string(),
  legs: z.array(FlightLeg),
  /** The index's cheapest one-way fare between the first leg's cities; null without one. */
  fare: z.nullable(IndexedFare),
});
export type FlightPage = z.infer<typeof FlightPage>;
