import { normalize } from '../places';
import type { Hotel, LocalText } from './types';

interface Entry {
  hotel: Hotel;
  /** Words of the hotel's names in every language, then of its city's. */
  nameWords: string[];
  cityWords: string[];
  /** Orders equal matches: popular hotels of big cities first. */
  rank: number;
}

const words = (names: LocalText) => [...new Set(Object.values(names).flatMap((name) => (name ? normalize(name).split(' ') : [])))];

/** The first one and two letters of a word: the keys of the prefix buckets. */
const prefixes = (word: string) => (word.length > 1 ? [word.slice(0, 1), word.slice(0, 2)] : [word]);

/**
 * Hotels found by what a traveller types: every word typed must begin a word of the hotel's name or
 * of its city's name, in any language the names have, and at least one must be of the hotel's own
 * name ("аврора каз" finds Отель «Аврора» in Kazan; "kazan" alone finds only hotels named after it).
 *
 * Typing sends a request per keystroke over some 60 000 hotels, so entries are kept best first and
 * bucketed by their words' first letters: a match reads only the smallest bucket a typed word
 * falls in, and stops at `max` hits.
 */
export class HotelNameIndex {
  private entries: Entry[] = [];
  private buckets: Map<string, number[]> | undefined;

  add(hotels: readonly Hotel[], cityName: LocalText, citySize: number): void {
    const cityWords = words(cityName);
    for (const hotel of hotels) this.entries.push({ hotel, nameWords: words(hotel.name), cityWords, rank: citySize * 1000 + hotel.popularity });
    this.buckets = undefined;
  }

  get size(): number {
    return this.entries.length;
  }

  match(term: string, max: number): Hotel[] {
    const typed = normalize(term).split(' ').filter(Boolean);
    if (typed.length === 0) return [];
    const buckets = this.sealed();
    const smallest = typed.map((word) => buckets.get(word.slice(0, 2)) ?? []).reduce((a, b) => (b.length < a.length ? b : a));
    const found: Hotel[] = [];
    for (const index of smallest) {
      const entry = this.entries[index]!;
      if (matches(entry, typed)) found.push(entry.hotel);
      if (found.length === max) break;
    }
    return found;
  }

  /** Sorts the entries best first and builds the buckets, once after the last `add`. */
  private sealed(): Map<string, number[]> {
    if (this.buckets) return this.buckets;
    this.entries.sort((a, b) => b.rank - a.rank || (a.hotel.id < b.hotel.id ? -1 : 1));
    const buckets = new Map<string, number[]>();
    for (const [index, entry] of this.entries.entries()) {
      const keys = new Set([...entry.nameWords, ...entry.cityWords].flatMap(prefixes));
      for (const key of keys) {
        const bucket = buckets.get(key);
        if (bucket) bucket.push(index);
        else buckets.set(key, [index]);
      }
    }
    return (this.buckets = buckets);
  }
}

function matches(entry: Entry, typed: string[]): boolean {
  let ownWord = false;
  for (const word of typed) {
    if (entry.nameWords.some((name) => name.startsWith(word))) ownWord = true;
    else if (!entry.cityWords.some((name) => name.startsWith(word))) return false;
  }
  return ownWord;
}
