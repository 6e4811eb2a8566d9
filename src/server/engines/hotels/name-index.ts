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

/**
 * Hotels found by what a traveller types: every word typed must begin a word of the hotel's name or
 * of its city's name, in any language the names have, and at least one must be of the hotel's own
 * name ("аврора каз" finds Отель «Аврора» in Kazan; "kazan" alone is a city, not a hotel).
 */
export class HotelNameIndex {
  private readonly entries: Entry[] = [];

  add(hotels: readonly Hotel[], cityName: LocalText, citySize: number): void {
    const cityWords = words(cityName);
    for (const hotel of hotels) this.entries.push({ hotel, nameWords: words(hotel.name), cityWords, rank: citySize * 1000 + hotel.popularity });
  }

  get size(): number {
    return this.entries.length;
  }

  match(term: string, max: number): Hotel[] {
    const typed = normalize(term).split(' ').filter(Boolean);
    if (typed.length === 0) return [];
    const found: Entry[] = [];
    for (const entry of this.entries) {
      let ownWord = false;
      const every = typed.every((word) => {
        if (entry.nameWords.some((name) => name.startsWith(word))) return (ownWord = true);
        return entry.cityWords.some((name) => name.startsWith(word));
      });
      if (every && ownWord) found.push(entry);
    }
    return found
      .sort((a, b) => b.rank - a.rank)
      .slice(0, max)
      .map((entry) => entry.hotel);
  }
}
