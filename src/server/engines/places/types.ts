import type { Place, SuggestQuery } from '../../../contracts';

/** A name in every language the data has; `en` always exists and is the fallback. */
export type LocalizedName = { en: string } & Partial<Record<string, string>>;

export interface Airport {
  /** IATA code. */
  code: string;
  name: LocalizedName;
  /** IATA code of the city it serves (a metropolitan code such as MOW, or its own code). */
  cityCode: string;
  /** ISO 3166 alpha-2. */
  countryCode: string;
  lat: number;
  lon: number;
  /** IANA time zone, e.g. Europe/Moscow. */
  timezone: string;
  /** Importance, higher for bigger airports. */
  weight: number;
}

export interface City {
  code: string;
  name: LocalizedName;
  countryCode: string;
  lat: number;
  lon: number;
  timezone: string;
  /** IATA codes of its airports, biggest first. */
  airports: string[];
  weight: number;
  /** Other spellings people type (e.g. "St. Petersburg"); searchable, never shown. */
  aliases?: string[];
}

export interface Country {
  code: string;
  name: LocalizedName;
  /** Official and short names in any language ("Russian Federation", "USA"); searchable, never shown. */
  aliases?: string[];
}

export interface Airline {
  /** IATA designator. */
  code: string;
  name: LocalizedName;
  countryCode?: string;
}

/** Read-only view over the places dataset in `data/places/`. */
export interface PlacesIndex {
  airport(code: string): Airport | undefined;
  city(code: string): City | undefined;
  country(code: string): Country | undefined;
  airline(code: string): Airline | undefined;
  /** A city code gives its airports, an airport code the airport itself; unknown codes nothing. */
  airportsFor(code: string): Airport[];
  /** The biggest cities by weight, of one country when given, biggest first. */
  largestCities(count: number, countryCode?: string): City[];
  /** The cities nearest to a point, nearest first (GET v2/nearest_places.json). */
  nearestCities(point: { lat: number; lon: number }, count: number): City[];
  /** Autocomplete over cities, airports and countries (GET places2). */
  suggest(query: SuggestQuery): Place[];
}
