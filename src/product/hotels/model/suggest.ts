import type { SuggestAnswer } from '../../../contracts/places';
import { createApiEffect } from '../../../platform/request';

/** Hotels by name, cities with hotels, and plain cities (spec §3 suggestion kinds). */
export const destinationKinds = ['hotelCity', 'hotel', 'city'] as const;

export const suggestDestinationsFx = createApiEffect({
  request: {
    method: 'GET',
    host: 'suggest',
    path: () => '/places2',
    query: ({ term, locale }: { term: string; locale: string }) => ({ term, locale, 'types[]': [...destinationKinds] }),
  },
  response: () => import('../../../contracts/places').then((places) => places.SuggestAnswer),
});

type Item = SuggestAnswer[number];
export interface DestinationEntry {
  key: string;
  kind: 'hotel' | 'hotelCity' | 'city';
  item: Item;
}

/** The answer's entries; a city offered with its hotels is not offered again as a plain city. */
export function destinationEntries(answer: readonly Item[] | null): DestinationEntry[] {
  const hotelCities = new Set((answer ?? []).filter((item) => item.type === 'hotelCity').map((item) => item.code));
  return (answer ?? [])
    .filter((item) => (item.type === 'hotel' || item.type === 'hotelCity' || item.type === 'city') && !(item.type === 'city' && hotelCities.has(item.code)))
    .map((item) => ({ key: `${item.type}:${item.code}`, kind: item.type as DestinationEntry['kind'], item }));
}

/** What choosing an entry gives the form: a hotel by its id, or a city by its code. */
export const destinationOf = ({ item }: DestinationEntry) => ({
  kind: item.type === 'hotel' ? ('hotel' as const) : ('city' as const),
  code: item.type === 'hotel' ? item.code : (item.city_code ?? item.code),
  name: item.name,
});
