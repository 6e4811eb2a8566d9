import { readFileSync } from 'node:fs';
import { dataDir } from '../../data-dir';
import { nearestCities } from './nearest';
import { SuggestIndex } from './suggest-index';
import type { Airline, Airport, City, Country, PlacesIndex } from './types';

export type { Airline, Airport, City, Country, LocalizedName, PlacesIndex } from './types';
export { nameIn, nameLanguages } from './names';
export { nearestCities } from './nearest';
export { normalize } from './normalize';

export interface PlacesData {
  airports: Airport[];
  cities: City[];
  countries: Country[];
  airlines: Airline[];
}

let loaded: PlacesIndex | undefined;

/**
 * The places dataset built into `data/places/` by `npm run build:data`. Read once per process:
 * the data never changes while the server runs, and every request shares the index.
 */
export function loadPlaces(): PlacesIndex {
  return (loaded ??= createPlacesIndex(readPlacesData()));
}

export function readPlacesData(dir = dataDir('places')): PlacesData {
  const read = <T>(name: string): T[] => {
    try {
      return JSON.parse(readFileSync(`${dir}/${name}.json`, 'utf8')) as T[];
    } catch (error) {
      throw new Error(`Places data is not built (${dir}/${name}.json): run npm run build:data`, { cause: error });
    }
  };
  return { airports: read('airports'), cities: read('cities'), countries: read('countries'), airlines: read('airlines') };
}

/** Lookups by code plus the suggest index, over any dataset of the built shape (tests pass small ones). */
export function createPlacesIndex(data: PlacesData): PlacesIndex {
  const byCode = <T extends { code: string }>(records: T[]) => new Map(records.map((record) => [record.code, record]));
  const airports = byCode(data.airports);
  const cities = byCode(data.cities);
  const countries = byCode(data.countries);
  const airlines = byCode(data.airlines);
  const byWeight = [...data.cities].sort((a, b) => b.weight - a.weight);
  const index: Omit<PlacesIndex, 'suggest'> = {
    airport: (code) => airports.get(code.toUpperCase()),
    city: (code) => cities.get(code.toUpperCase()),
    country: (code) => countries.get(code.toUpperCase()),
    airline: (code) => airlines.get(code.toUpperCase()),
    airportsFor: (code) => {
      const city = cities.get(code.toUpperCase());
      if (city) return city.airports.flatMap((airport) => airports.get(airport) ?? []);
      const airport = airports.get(code.toUpperCase());
      return airport ? [airport] : [];
    },
    largestCities: (count, countryCode) => (countryCode ? byWeight.filter((city) => city.countryCode === countryCode) : byWeight).slice(0, count),
    nearestCities: (point, count) => nearestCities(data.cities, point, count),
  };
  const suggest = new SuggestIndex({ ...data, city: index.city, country: index.country });
  return { ...index, suggest: (query) => suggest.suggest(query) };
}
