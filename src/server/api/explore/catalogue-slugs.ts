import { carriers } from '../../engines/fares';
import type { PlacesIndex } from '../../engines/places';

/** Codes and slugs of one kind of page, both ways; looked up with request data, hence `Map`s. */
export interface SlugTable {
  readonly slugs: ReadonlyMap<string, string>;
  readonly codes: ReadonlyMap<string, string>;
}

export interface CatalogueSlugs {
  airlines: SlugTable;
  airports: SlugTable;
  countries: SlugTable;
  cities: SlugTable;
}

/** A name as an address: ASCII letters and digits between hyphens (`São Paulo` → `sao-paulo`). */
export const slugify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Slugs of one kind, in the order given (the bigger place first keeps the plain name): a slug that
 * reads as a code of its kind (an address's codes are upper-cased, spec §2.6) or is taken gets the
 * qualifier (its country), then the code.
 */
function table(entries: { code: string; name: string; qualifier?: string }[], looksLikeCode: RegExp): SlugTable {
  const slugs = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const { code, name, qualifier } of entries) {
    const plain = slugify(name) || code.toLowerCase();
    const candidates = [plain, qualifier && `${plain}-${slugify(qualifier)}`, `${plain}-${code.toLowerCase()}`];
    const slug = candidates.find((candidate): candidate is string => !!candidate && !looksLikeCode.test(candidate) && !codes.has(candidate))!;
    slugs.set(code, slug);
    codes.set(slug, code);
  }
  return { slugs, codes };
}

const tables = new WeakMap<PlacesIndex, CatalogueSlugs>();

/** Every page's slug, from the English names: the fare engine's airlines, and every city, airport and country of the places data. */
export function catalogueSlugs(places: PlacesIndex): CatalogueSlugs {
  const known = tables.get(places);
  if (known) return known;
  const cities = places.largestCities(Number.MAX_SAFE_INTEGER);
  const countryName = (code: string) => places.country(code)?.name.en ?? code;
  const countryCodes = [...new Set(cities.map((city) => city.countryCode))].sort();
  const airports = cities.flatMap((city) => city.airports.map((code) => places.airport(code))).filter((airport) => !!airport);
  const slugs: CatalogueSlugs = {
    airlines: table(
      carriers.map(({ code, name }) => ({ code, name: places.airline(code)?.name.en ?? name })),
      /^[a-z0-9]{2}$/,
    ),
    countries: table(
      countryCodes.map((code) => ({ code, name: countryName(code) })),
      /^[a-z]{2}$/,
    ),
    cities: table(
      cities.map((city) => ({ code: city.code, name: city.name.en, qualifier: countryName(city.countryCode) })),
      /^[a-z]{3}$/,
    ),
    airports: table(
      airports
        .sort((a, b) => b.weight - a.weight)
        .map((airport) => ({ code: airport.code, name: airport.name.en, qualifier: places.city(airport.cityCode)?.name.en })),
      /^[a-z]{3}$/,
    ),
  };
  tables.set(places, slugs);
  return slugs;
}

/** The code a page's name stands for: a code of the kind as given, else a slug (any case). */
export function codeOf(slugs: SlugTable, name: string): string | undefined {
  if (slugs.slugs.has(name)) return name;
  return slugs.codes.get(name.toLowerCase());
}
