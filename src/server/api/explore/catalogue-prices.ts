import type { IndexedFare as FareAnswer, IndexPlace } from '../../../contracts/explore';
import { cheapestByDestination, cheapestByOrigin, type FareFilter, type IndexedFare } from '../../engines/price-index';
import type { PriceIndexStore } from './store';

interface PriceReader {
  store: PriceIndexStore;
  context: (place: IndexPlace, locale: string, citizenship: string | undefined) => { fromMonth: string; answer: (fare: IndexedFare) => FareAnswer | undefined };
  known: (code: string, locale: string) => IndexPlace;
  filter: FareFilter;
}

/** Fares a country page lists each way. */
const listed = 10;
/** Of the country's cities, those whose fares it reads: the biggest. */
const pricedCities = 6;

const cheapestFirst = (fares: FareAnswer[]) => fares.sort((a, b) => a.price - b.price).slice(0, listed);

/**
 * Where to fly from a country and to it: the index's cheapest one-way fare of each route from its
 * biggest cities and to them, cheapest first; a flight within the country counts both ways.
 */
export async function countryFares({ store, context, known, filter }: PriceReader, cities: string[], locale: string) {
  const from: FareAnswer[] = [];
  const to: FareAnswer[] = [];
  for (const city of cities.slice(0, pricedCities)) {
    const { fromMonth, answer } = context(known(city, locale), locale, undefined);
    const [out, back] = await Promise.all([store.from(city, fromMonth), store.to(city, fromMonth)]);
    const own = (fare: IndexedFare) => fare.origin !== fare.destination;
    from.push(...cheapestByDestination(out.filter(own), filter).flatMap((fare) => answer(fare) ?? []));
    to.push(...cheapestByOrigin(back.filter(own), filter).flatMap((fare) => answer(fare) ?? []));
  }
  return { from: cheapestFirst(from), to: cheapestFirst(to) };
}
