import { airportRoutes, carrierByCode, carrierRoutes } from '../../engines/fares';
import type { PlacesIndex } from '../../engines/places';
import { catalogueSlugs } from './catalogue-slugs';
import { maxRoutes } from './catalogue-limits';

type PricedRoutes = readonly { origin: string; destination: string }[];

const cityPairs = new WeakMap<PlacesIndex, Map<string, string[]>>();

/** The city pairs of each airline's listed routes (its page's first `maxRoutes`), worked out once. */
function airlinePairs(places: PlacesIndex): Map<string, string[]> {
  let found = cityPairs.get(places);
  if (found) return found;
  const cityOf = (code: string) => places.airport(code)?.cityCode ?? code;
  found = new Map(
    [...carrierByCode.keys()].map((code) => [
      code,
      carrierRoutes(places, code)
        .slice(0, maxRoutes)
        .map((route) => `${cityOf(route.from.code)}${cityOf(route.to.code)}`),
    ]),
  );
  cityPairs.set(places, found);
  return found;
}

/**
 * The reference pages that have prices, as their sitemaps list them (`/{section}/{slug}`): cities
 * and countries with a priced route from or to them, airports whose routes have one, airlines
 * with a priced route among those their page lists.
 */
export function pricedEntryPages(places: PlacesIndex, routes: PricedRoutes) {
  const slugs = catalogueSlugs(places);
  const pairs = new Set(routes.map(({ origin, destination }) => `${origin}${destination}`));
  const cities = [...new Set(routes.flatMap(({ origin, destination }) => [origin, destination]))].filter((code) => slugs.cities.slugs.has(code));
  const origins = new Set(routes.map(({ origin }) => origin));
  const pages = (section: keyof typeof slugs, codes: Iterable<string>) =>
    [...new Set(codes)].flatMap((code) => {
      const slug = slugs[section].slugs.get(code);
      return slug ? [`/${section}/${slug}`] : [];
    });
  const cityOf = (code: string) => places.airport(code)?.cityCode ?? code;
  return {
    cities: () => pages('cities', cities),
    countries: () =>
      pages(
        'countries',
        cities.flatMap((code) => places.city(code)?.countryCode ?? []),
      ),
    airports: () =>
      pages(
        'airports',
        [...origins].flatMap((city) =>
          (places.city(city)?.airports ?? []).filter((airport) =>
            airportRoutes(places, airport)
              .slice(0, maxRoutes)
              .some((route) => pairs.has(`${city}${cityOf(route.to.code)}`)),
          ),
        ),
      ),
    airlines: () =>
      pages(
        'airlines',
        [...airlinePairs(places)].filter(([, listed]) => listed.some((pair) => pairs.has(pair))).map(([code]) => code),
      ),
  };
}
