import type { Place, PlaceKind } from '../../../contracts';
import { nameIn } from './names';
import type { Airport, City, Country } from './types';

/** One place of the index: a city, an airport or a country. */
export interface Entry {
  kind: PlaceKind;
  code: string;
  weight: number;
  city?: City;
  airport?: Airport;
  country?: Country;
}

export interface PlaceLookups {
  city(code: string): City | undefined;
  country(code: string): Country | undefined;
  /** A country's point on the map: its biggest city, which lies on land unlike a centroid. */
  biggestCity(countryCode: string): City | undefined;
}

/** An entry as the suggest call answers it, with its names for `locale`. */
export function toPlace(entry: Entry, locale: string, lookups: PlaceLookups): Place {
  const city = entry.city ?? (entry.airport ? lookups.city(entry.airport.cityCode) : undefined);
  const countryCode = entry.country?.code ?? entry.city?.countryCode ?? entry.airport!.countryCode;
  const country = lookups.country(countryCode);
  const spot = entry.airport ?? entry.city ?? lookups.biggestCity(countryCode);
  return {
    type: entry.kind,
    code: entry.code,
    name: nameIn((entry.airport ?? entry.city ?? entry.country)!.name, locale),
    country_code: countryCode,
    country_name: country ? nameIn(country.name, locale) : countryCode,
    ...(city ? { city_code: city.code, city_name: nameIn(city.name, locale) } : {}),
    coordinates: { lat: spot?.lat ?? 0, lon: spot?.lon ?? 0 },
    weight: entry.weight,
  };
}
