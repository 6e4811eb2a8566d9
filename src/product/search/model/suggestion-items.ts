import type { Place } from '../../../contracts/places';
import type { RecentSearch } from './recent';

/** One entry of a place field's list (spec §3 suggestion kinds for flights). */
export type SuggestionItem =
  | { kind: 'place'; place: Place; /** Listed under its city or country. */ nested: boolean }
  | { kind: 'history'; recent: RecentSearch };

/**
 * What a place field lists: with text, the places found (an airport under its city, a city under
 * its country), or, once a country was chosen, only that country's cities, since flights are
 * searched to a city or an airport; without text, the recent searches.
 */
export function suggestionItems(text: string, places: readonly Place[] | null, expanded: string | null, recent: readonly RecentSearch[]): SuggestionItem[] {
  if (!text.trim()) return recent.map((entry) => ({ kind: 'history', recent: entry }));
  if (!places) return [];
  if (expanded) {
    return places.filter((place) => place.type === 'city' && place.country_code === expanded).map((place) => ({ kind: 'place', place, nested: false }));
  }
  return places.map((place) => ({
    kind: 'place',
    place,
    nested:
      (place.type === 'airport' && places.some((other) => other.type === 'city' && other.code === place.city_code)) ||
      (place.type === 'city' && places.some((other) => other.type === 'country' && other.code === place.country_code)),
  }));
}

/** A stable key and DOM id part for an item. */
export const itemKey = (item: SuggestionItem) => (item.kind === 'history' ? `history:${item.recent.id}` : `${item.place.type}:${item.place.code}`);
