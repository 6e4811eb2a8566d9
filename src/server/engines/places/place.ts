import type { Place, PlaceKind } from '../../../contracts';
import type { Airport, City, Country, LocalizedName } from './types';

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

/** The name in the requested language, English otherwise. */
export const localized = (name: LocalizedName, lang: string) => (Object.hasOwn(name, lang) ? name[lang] : undefined) ?? name.en;

/** An entry as the suggest call answers it, with its names in `lang`. */
export function toPlace(entry: Entry, lang: string, lookups: PlaceLookups): Place {
  const city = entry.city ?? (entry.airport ? lookups.city(entry.airport.cityCode) : undefined);
  const countryCode = entry.country?.code ?? entry.city?.countryCode ?? entry.airport!.countryCode;
  const country = lookups.country(countryCode);
  const spot = entry.airport ?? entry.city ?? lookups.biggestCity(countryCode);
  return {
    type: entry.kind,
    code: entry.code,
    name: localized((entry.airport ?? entry.city ?? entry.country)!.name, lang),
    country_code: countryCode,
    country_name: country ? localized(country.name, lang) : countryCode,
    ...(city ? { city_code: city.code, city_name: localized(city.name, lang) } : {}),
    coordinates: { lat: spot?.lat ?? 0, lon: spot?.lon ?? 0 },
    weight: entry.weight,
  };
}
