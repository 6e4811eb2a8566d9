import type { Place, PlaceKind } from '../../../contracts/places';
import type { PlaceChoice } from '../../../platform/places';
import type { RecentSearch } from './recent';

/** One entry of a place field's list (spec §3 suggestion kinds for flights). */
export type SuggestionItem =
  | { kind: 'place'; place: Place; /** Listed under its city or country. */ nested: boolean }
  | { kind: 'anywhere'; /** Where the flights to anywhere leave from. */ origin: PlaceChoice }
  | { kind: 'history'; recent: RecentSearch };

/** What an entry is, as its icon and `data-kind` tell it: a place's own kind, "anywhere" or a recent search. */
export type SuggestionKind = PlaceKind | 'anywhere' | 'history';
export const suggestionKind = (item: SuggestionItem): SuggestionKind => (item.kind === 'place' ? item.place.type : item.kind);

/**
 * "Anywhere" as a field offers it: from the origin chosen, and the words a traveller may type for
 * it (the UI language's, `Куда угодно`, and the English word, which travellers type in any language).
 */
export interface AnywhereOffer {
  origin: PlaceChoice;
  words: readonly string[];
}

const normalized = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ');
/** Fewer letters begin too many names («Ку»: Кутаиси, Куала-Лумпур) to stand for "anywhere". */
const minPrefix = 3;

/** How typed text matches "anywhere": the whole word, the start of it, or not at all. */
export function anywhereMatch(text: string, words: readonly string[]): 'word' | 'start' | null {
  const typed = normalized(text);
  if (!typed) return null;
  const candidates = words.map(normalized);
  if (candidates.includes(typed)) return 'word';
  return typed.length >= minPrefix && candidates.some((word) => word.startsWith(typed)) ? 'start' : null;
}

/**
 * What a place field lists: with text, the places found (an airport under its city, a city under
 * its country), or, once a country was chosen, only that country's cities, since flights are
 * searched to a city or an airport; without text, the recent searches. A field that offers
 * "anywhere" lists it after the recent searches while empty (Enter repeats the latest search, as
 * before), first when its word is typed whole, and after the places while the text only begins
 * it, so that Enter still picks a place.
 */
export function suggestionItems(
  text: string,
  places: readonly Place[] | null,
  expanded: string | null,
  recent: readonly RecentSearch[],
  anywhere: AnywhereOffer | null = null,
): SuggestionItem[] {
  const history = recent.map((entry): SuggestionItem => ({ kind: 'history', recent: entry }));
  const anywhereItem: SuggestionItem[] = anywhere ? [{ kind: 'anywhere', origin: anywhere.origin }] : [];
  if (!text.trim()) return [...history, ...anywhereItem];
  if (expanded) {
    return (places ?? []).filter((place) => place.type === 'city' && place.country_code === expanded).map((place) => ({ kind: 'place', place, nested: false }));
  }
  const found = (places ?? []).map((place): SuggestionItem => ({
    kind: 'place',
    place,
    nested:
      (place.type === 'airport' && places!.some((other) => other.type === 'city' && other.code === place.city_code)) ||
      (place.type === 'city' && places!.some((other) => other.type === 'country' && other.code === place.country_code)),
  }));
  const match = anywhere ? anywhereMatch(text, anywhere.words) : null;
  if (match === 'word') return [...anywhereItem, ...found];
  // A beginning of the word waits for the places, so the list does not jump under the pointer.
  if (match === 'start' && places) return [...found, ...anywhereItem];
  return found;
}

/** A stable key and DOM id part for an item. */
export const itemKey = (item: SuggestionItem) =>
  item.kind === 'history' ? `history:${item.recent.id}` : item.kind === 'anywhere' ? 'anywhere' : `${item.place.type}:${item.place.code}`;
