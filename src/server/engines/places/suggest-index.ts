import type { Place, PlaceKind, SuggestQuery } from '../../../contracts';
import { prefixWithinOneEdit } from './edit-distance';
import { normalize } from './normalize';
import type { Airport, City, Country, LocalizedName } from './types';

/** What the index needs to know about the dataset; `PlacesIndex` lookups provide it. */
export interface SuggestSource {
  cities: readonly City[];
  airports: readonly Airport[];
  countries: readonly Country[];
  city(code: string): City | undefined;
  country(code: string): Country | undefined;
}

interface Entry {
  kind: PlaceKind;
  code: string;
  weight: number;
  city?: City;
  airport?: Airport;
  country?: Country;
}

/**
 * Match tiers, best first. Within a tier the heavier place wins; a city outweighs its airports,
 * so "lon" gives London before Heathrow without a separate kind order.
 */
const Tier = { code: 0, name: 1, typo: 2 } as const;
/**
 * A match on an inner word ("york" in New York) counts a quarter of the place's weight: it still
 * beats a tiny place whose name starts with the term (Yorke Island), not a big one.
 */
const innerWordShare = 0.25;

/** Languages with a bit each; names in other languages are indexed under English's bit. */
const languages = ['en', 'ru', 'uk', 'kk', 'uz', 'az', 'hy', 'ka', 'ky', 'tg', 'th', 'es'] as const;
const bit = (lang: string) => 1 << Math.max(0, languages.indexOf(lang as (typeof languages)[number]));
/**
 * Our curated names beyond English are Russian, and travellers of these locales often type in
 * Russian, so Russian names are searchable for them too (shown names still follow the locale).
 */
const alsoRussian = new Set(['uk', 'kk', 'uz', 'az', 'hy', 'ka', 'ky', 'tg', 'be']);
/** Typos are tried only on terms this long: shorter ones are one edit from far too much. */
const minTypoLength = 4;

/**
 * In-memory autocomplete over cities, airports and countries. Built once: every normalized name
 * (and each of its inner words, so "york" finds New York) sits in one sorted array searched by
 * binary search; typo candidates come from buckets keyed by first and second letter, so a request
 * never scans the whole dataset.
 */
export class SuggestIndex {
  private readonly entries: Entry[] = [];
  private readonly keys: string[] = [];
  private readonly keyEntry: number[] = [];
  private readonly keyLangs: number[] = [];
  private readonly keyWord: boolean[] = [];
  private readonly byCode = new Map<string, number[]>();
  /** Key ids by their first letter and by their second letter. */
  private readonly byLetter: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
  /** A country's point on the map: its biggest city, which lies on land unlike a centroid. */
  private readonly biggestCity = new Map<string, City>();

  constructor(private readonly source: SuggestSource) {
    const raw: { key: string; entry: number; langs: number; word: boolean }[] = [];
    const add = (entry: number, names: LocalizedName, aliases: readonly string[] = []) => {
      const byKey = new Map<string, number>();
      for (const [lang, name] of Object.entries(names)) if (name) byKey.set(normalize(name), (byKey.get(normalize(name)) ?? 0) | bit(lang));
      for (const alias of aliases) byKey.set(normalize(alias), (byKey.get(normalize(alias)) ?? 0) | bit('en'));
      for (const [key, langs] of byKey) {
        if (!key) continue;
        raw.push({ key, entry, langs, word: false });
        for (let i = key.indexOf(' '); i >= 0; i = key.indexOf(' ', i + 1)) raw.push({ key: key.slice(i + 1), entry, langs, word: true });
      }
    };
    const push = (entry: Entry) => {
      this.entries.push(entry);
      const id = this.entries.length - 1;
      if (entry.kind !== 'country') this.byCode.set(entry.code, [...(this.byCode.get(entry.code) ?? []), id]);
      return id;
    };

    for (const city of source.cities) {
      add(push({ kind: 'city', code: city.code, weight: city.weight, city }), city.name, city.aliases);
      if ((this.biggestCity.get(city.countryCode)?.weight ?? -1) < city.weight) this.biggestCity.set(city.countryCode, city);
    }
    for (const airport of source.airports) {
      const id = push({ kind: 'airport', code: airport.code, weight: airport.weight, airport });
      add(id, airport.name);
      // An airport of a several-airport city is found by the city's name too ("Москва" → Шереметьево).
      const city = source.city(airport.cityCode);
      if (city && city.airports.length > 1) add(id, city.name, city.aliases);
    }
    // A country weighs what its biggest city does: "Тур" offers Turkey before Turku.
    for (const country of source.countries) {
      add(push({ kind: 'country', code: country.code, weight: this.biggestCity.get(country.code)?.weight ?? 0, country }), country.name, country.aliases);
    }

    raw.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const { key, entry, langs, word } of raw) {
      const id = this.keys.push(key) - 1;
      this.keyEntry.push(entry);
      this.keyLangs.push(langs);
      this.keyWord.push(word);
      for (const position of [0, 1] as const) {
        const letter = key[position];
        if (letter === undefined) continue;
        const bucket = this.byLetter[position].get(letter);
        if (bucket) bucket.push(id);
        else this.byLetter[position].set(letter, [id]);
      }
    }
  }

  suggest({ term, locale, types, max }: SuggestQuery): Place[] {
    const lang = locale.slice(0, 2).toLowerCase();
    const langs = bit('en') | bit(lang) | (alsoRussian.has(lang) ? bit('ru') : 0);
    const wanted = new Set<PlaceKind>(types);
    // entry → its best match as [tier, weight]
    const found = new Map<number, [number, number]>();
    const consider = (entry: number, tier: number, share = 1) => {
      if (!wanted.has(this.entries[entry]!.kind)) return;
      const weight = this.entries[entry]!.weight * share;
      const best = found.get(entry);
      if (!best || tier < best[0] || (tier === best[0] && weight > best[1])) found.set(entry, [tier, weight]);
    };

    // An IATA code typed in capitals is meant as a code; in lower case it competes with names ("dub" → Dubai).
    const trimmed = term.trim();
    if (/^[A-Za-z]{3}$/.test(trimmed)) {
      const tier = trimmed === trimmed.toUpperCase() ? Tier.code : Tier.name;
      for (const entry of this.byCode.get(trimmed.toUpperCase()) ?? []) consider(entry, tier);
    }

    const query = normalize(term);
    if (query) {
      let matched = false;
      for (let i = this.lowerBound(query); i < this.keys.length && this.keys[i]!.startsWith(query); i++) {
        if (!(this.keyLangs[i]! & langs)) continue;
        matched = true;
        consider(this.keyEntry[i]!, Tier.name, this.keyWord[i] ? innerWordShare : 1);
      }
      // Typos only when no name starts with the term: a correct prefix ("germ") must not drag in
      // every name one letter off (Perm, Termez).
      if (!matched && query.length >= minTypoLength) this.typos(query, langs, consider);
    }

    const ranked = [...found].sort(([, a], [, b]) => a[0] - b[0] || b[1] - a[1]);
    const cities = new Set(ranked.map(([entry]) => this.entries[entry]!).filter((e) => e.kind === 'city').map((e) => e.code));
    const places: Place[] = [];
    for (const [entry] of ranked) {
      const e = this.entries[entry]!;
      // A one-airport city already stands for its airport ("Сочи" once, not twice).
      if (e.airport && cities.has(e.airport.cityCode) && this.source.city(e.airport.cityCode)?.airports.length === 1) continue;
      places.push(this.place(e, lang));
      if (places.length === max) break;
    }
    return places;
  }

  private typos(query: string, langs: number, consider: (entry: number, tier: number) => void) {
    // A one-edit typo keeps the first or the second letter of the name in one of the first two places.
    const seen = new Set<number>();
    for (const position of [0, 1] as const) {
      for (const letter of new Set([query[0]!, query[1]!])) {
        for (const id of this.byLetter[position].get(letter) ?? []) {
          if (seen.has(id)) continue;
          seen.add(id);
          if (this.keyLangs[id]! & langs && prefixWithinOneEdit(query, this.keys[id]!)) consider(this.keyEntry[id]!, Tier.typo);
        }
      }
    }
  }

  private lowerBound(query: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < query) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private place(entry: Entry, lang: string): Place {
    const { source } = this;
    const city = entry.city ?? (entry.airport ? source.city(entry.airport.cityCode) : undefined);
    const countryCode = entry.country?.code ?? entry.city?.countryCode ?? entry.airport!.countryCode;
    const country = source.country(countryCode);
    const spot = entry.airport ?? entry.city ?? this.biggestCity.get(countryCode);
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
}

/** The name in the requested language, English otherwise. */
export const localized = (name: LocalizedName, lang: string) => (Object.hasOwn(name, lang) ? name[lang] : undefined) ?? name.en;
