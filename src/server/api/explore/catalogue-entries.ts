import type { CatalogueEntry, CatalogueSection, NetworkRoute } from '../../../contracts/catalogue';
import type { IndexedFare as FareAnswer } from '../../../contracts/explore';
import { carrierByCode, type ScheduledRoute } from '../../engines/fares';
import { nameIn, type PlacesIndex } from '../../engines/places';
import { catalogueSlugs, codeOf } from './catalogue-slugs';

/** How the catalogue's answers name airlines, airports, countries and cities in a locale, with their pages' slugs. */
export function catalogueEntries(places: PlacesIndex, locale: string) {
  const slugs = catalogueSlugs(places);
  const countryName = (code: string) => {
    const country = places.country(code);
    return country ? nameIn(country.name, locale) : code;
  };
  const entry = (section: CatalogueSection, code: string, name: string, country: string | null): CatalogueEntry => ({
    code,
    slug: slugs[section].slugs.get(code) ?? code.toLowerCase(),
    name,
    country_code: country,
    country_name: country && countryName(country),
  });
  const airline = (code: string) => {
    const known = places.airline(code);
    const carrier = carrierByCode.get(code);
    return entry('airlines', code, known ? nameIn(known.name, locale) : (carrier?.name ?? code), carrier?.country ?? known?.countryCode ?? null);
  };
  const airport = (code: string) => {
    const known = places.airport(code);
    return entry('airports', code, known ? nameIn(known.name, locale) : code, known?.countryCode ?? null);
  };
  const city = (code: string) => {
    const known = places.city(code);
    return entry('cities', code, known ? nameIn(known.name, locale) : code, known?.countryCode ?? null);
  };
  const country = (code: string) => entry('countries', code, countryName(code), null);
  /** The code a page's name stands for in a section, or undefined. */
  const find = (section: CatalogueSection, name: string) => codeOf(slugs[section], name);
  return { airline, airport, city, country, find, slugs };
}
export type CatalogueEntries = ReturnType<typeof catalogueEntries>;

/** A network route as the answers give it, with the index's cheapest fare between its cities when there is one. */
export function networkRoute(
  entries: CatalogueEntries,
  places: PlacesIndex,
  route: ScheduledRoute,
  fareOf: (origin: string, destination: string) => FareAnswer | null,
): NetworkRoute {
  const origin = places.airport(route.from.code)?.cityCode ?? route.from.code;
  const destination = places.airport(route.to.code)?.cityCode ?? route.to.code;
  return {
    from: entries.airport(route.from.code),
    to: entries.airport(route.to.code),
    origin_city: origin,
    destination_city: destination,
    carriers: route.carriers.map((carrier) => entries.airline(carrier.code)),
    distance_km: route.km,
    minutes: route.minutes,
    fare: fareOf(origin, destination),
  };
}
