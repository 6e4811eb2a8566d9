import type { Place, PlaceKind, SuggestQuery } from '../../../contracts';
import { prefixWithinOneEdit } from './edit-distance';
import { nicknames as curatedNicknames, type Nickname } from './nicknames';
import { normalize } from './normalize';
import { toPlace, type Entry } from './place';
import { latinSpellings, otherLayout } from './scripts';
import type { Airport, City, Country, LocalizedName } from './types';

/** What the index needs to know about the dataset; `PlacesIndex` lookups provide it. */
export interface SuggestSource {
  cities: readonly City[];
  airports: readonly Airport[];
  countries: readonly Country[];
  city(code: string): City | undefined;
  country(code: string): Country | undefined;
}

/**
 * Match tiers, best first. Within a tier the heavier place wins; a city outweighs its airports,
 * so "lon" gives London before Heathrow without a separate kind order. A nickname typed in full
 * counts as a code; another spelling (the other script or keyboard layout) comes after names
 * matched as typed, and a typo last.
 */
const Tier = { code: 0, name: 1, other: 2, typo: 3 } as const;
/**
 * A match on an inner word ("york" in New York) counts a quarter of the place's weight: it still
 * beats a tiny place whose name starts with the term (Yorke Island), not a big one.
 */
const innerWordShare = 0.25;
/** A name in another language than the page's counts half: the page's language first among equals. */
const otherLanguageShare = 0.5;

/** Languages with a bit each; names in other languages and aliases are indexed under English's bit. */
const languages = ['en', 'ru', 'uk', 'kk', 'uz', 'az', 'hy', 'ka', 'ky', 'tg', 'th', 'es'] as const;
const bit = (lang: string) => 1 << Math.max(0, languages.indexOf(lang as (typeof languages)[number]));
/**
 * Our curated names beyond English are Russian, and travellers of these locales often type in
 * Russian, so Russian names count as theirs too (shown names follow `nameIn`).
 */
const alsoRussian = new Set(['uk', 'kk', 'uz', 'az', 'hy', 'ka', 'ky', 'tg', 'be']);
/** Typos are tried only on terms this long: shorter ones are one edit from far too much. */
const minTypoLength = 4;
/** How many of a country's cities follow it when it is the best match. */
const countryCities = 4;

/**
 * In-memory autocomplete over cities, airports and countries, in every language and script of the
 * dataset whatever the page's language. Built once: every normalized name, its Latin spelling
 * when it is Cyrillic, and each inner word ("york" finds New York) sit in one sorted array
 * searched by binary search; typo candidates come from buckets keyed by first and second letter,
 * so a request never scans the whole dataset.
 */
export class SuggestIndex {
  private readonly entries: Entry[] = [];
  private readonly keys: string[] = [];
  private readonly keyEntry: number[] = [];
  private readonly keyLangs: number[] = [];
  /** 1 for an inner word, 2 for a transliterated name. */
  private readonly keyFlags: number[] = [];
  private readonly byCode = new Map<string, number[]>();
  private readonly byNickname = new Map<string, number[]>();
  /** Key ids by their first letter and by their second letter. */
  private readonly byLetter: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
  private readonly biggestCity = new Map<string, City>();
  /** Each country's cities, heaviest first, as entry ids. */
  private readonly citiesOf = new Map<string, number[]>();

  constructor(
    private readonly source: SuggestSource,
    nicknames: readonly Nickname[] = curatedNicknames,
  ) {
    const raw: { key: string; entry: number; langs: number; flags: number }[] = [];
    const addKey = (key: string, entry: number, langs: number, flags: number) => {
      if (!key) return;
      raw.push({ key, entry, langs, flags });
      for (let i = key.indexOf(' '); i >= 0; i = key.indexOf(' ', i + 1)) raw.push({ key: key.slice(i + 1), entry, langs, flags: flags | 1 });
    };
    const add = (entry: number, names: LocalizedName, aliases: readonly string[] = []) => {
      const byKey = new Map<string, number>();
      const put = (text: string, langs: number) => byKey.set(normalize(text), (byKey.get(normalize(text)) ?? 0) | langs);
      for (const [lang, name] of Object.entries(names)) if (name) put(name, bit(lang));
      for (const alias of aliases) put(alias, bit('en'));
      for (const [key, langs] of byKey) {
        addKey(key, entry, langs, 0);
        // "moskva" finds Москва: a Cyrillic name is also searchable in its passport-like Latin spelling.
        const [latin] = latinSpellings(key);
        if (latin && !byKey.has(latin)) addKey(latin, entry, langs, 2);
      }
    };
    const push = (entry: Entry) => {
      this.entries.push(entry);
      const id = this.entries.length - 1;
      if (entry.kind !== 'country') this.byCode.set(entry.code, [...(this.byCode.get(entry.code) ?? []), id]);
      return id;
    };
    const nicknamesOf = (kind: Nickname['kind'], code: string) => nicknames.filter((n) => n.kind === kind && n.code === code).flatMap((n) => n.names);
    const remember = (id: number, names: readonly string[]) => {
      for (const name of names) this.byNickname.set(normalize(name), [...(this.byNickname.get(normalize(name)) ?? []), id]);
    };

    for (const city of [...source.cities].sort((a, b) => b.weight - a.weight)) {
      const id = push({ kind: 'city', code: city.code, weight: city.weight, city });
      const nicks = nicknamesOf('city', city.code);
      add(id, city.name, [...(city.aliases ?? []), ...nicks]);
      remember(id, nicks);
      if (!this.biggestCity.has(city.countryCode)) this.biggestCity.set(city.countryCode, city);
      this.citiesOf.set(city.countryCode, [...(this.citiesOf.get(city.countryCode) ?? []), id]);
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
      const id = push({ kind: 'country', code: country.code, weight: this.biggestCity.get(country.code)?.weight ?? 0, country });
      const nicks = nicknamesOf('country', country.code);
      add(id, country.name, [...(country.aliases ?? []), ...nicks]);
      remember(id, nicks);
    }

    raw.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const { key, entry, langs, flags } of raw) {
      const id = this.keys.push(key) - 1;
      this.keyEntry.push(entry);
      this.keyLangs.push(langs);
      this.keyFlags.push(flags);
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
    const own = bit('en') | bit(lang) | (alsoRussian.has(lang) ? bit('ru') : 0);
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
      for (const entry of this.byNickname.get(query) ?? []) consider(entry, Tier.code);
      const matched = this.prefix(query, own, consider, Tier.name);
      // The same text in the other script («Ист» → "ist") and the other keyboard layout («ghfuf» → «прага»).
      const layout = otherLayout(term);
      const others = [...latinSpellings(query), ...(layout ? [normalize(layout)] : [])];
      let matchedOther = false;
      for (const other of new Set(others)) if (other && other !== query) matchedOther = this.prefix(other, own, consider, Tier.other) || matchedOther;
      // Typos only when nothing starts with the term: a correct prefix ("germ") must not drag in
      // every name one letter off (Perm, Termez).
      if (!matched && !matchedOther && query.length >= minTypoLength) this.typos(query, own, consider);
    }

    const ranked = [...found].sort(([, a], [, b]) => a[0] - b[0] || b[1] - a[1]).map(([entry]) => entry);
    return this.withCountryCities(ranked, wanted, max)
      .slice(0, max)
      .map((entry) =>
        toPlace(this.entries[entry]!, locale, {
          city: (code) => this.source.city(code),
          country: (code) => this.source.country(code),
          biggestCity: (code) => this.biggestCity.get(code),
        }),
      );
  }

  /**
   * The ranked entries as they are listed: a country that is the best match is followed by its
   * main cities, so choosing it can offer them (a country is no place to search flights to); a
   * one-airport city already stands for its airport ("Сочи" once, not twice).
   */
  private withCountryCities(ranked: number[], wanted: Set<PlaceKind>, max: number): number[] {
    const first = this.entries[ranked[0]!];
    const listed =
      first?.kind === 'country' && wanted.has('city')
        ? [ranked[0]!, ...(this.citiesOf.get(first.code) ?? []).slice(0, Math.min(countryCities, max - 1)), ...ranked.slice(1)]
        : ranked;
    const unique = [...new Set(listed)];
    const cities = new Set(
      unique
        .map((id) => this.entries[id]!)
        .filter((e) => e.kind === 'city')
        .map((e) => e.code),
    );
    return unique.filter((id) => {
      const { airport } = this.entries[id]!;
      return !(airport && cities.has(airport.cityCode) && this.source.city(airport.cityCode)?.airports.length === 1);
    });
  }

  /** Every key starting with `query`, as matches of `tier`; whether any matched. */
  private prefix(query: string, own: number, consider: (entry: number, tier: number, share?: number) => void, tier: number): boolean {
    let matched = false;
    for (let i = this.lowerBound(query); i < this.keys.length && this.keys[i]!.startsWith(query); i++) {
      matched = true;
      const flags = this.keyFlags[i]!;
      const share = (flags & 1 ? innerWordShare : 1) * (this.keyLangs[i]! & own ? 1 : otherLanguageShare);
      consider(this.keyEntry[i]!, flags & 2 ? Math.max(tier, Tier.other) : tier, share);
    }
    return matched;
  }

  private typos(query: string, own: number, consider: (entry: number, tier: number, share?: number) => void) {
    // A one-edit typo keeps the first or the second letter of the name in one of the first two places.
    const seen = new Set<number>();
    for (const position of [0, 1] as const) {
      for (const letter of new Set([query[0]!, query[1]!])) {
        for (const id of this.byLetter[position].get(letter) ?? []) {
          if (seen.has(id)) continue;
          seen.add(id);
          if (prefixWithinOneEdit(query, this.keys[id]!)) consider(this.keyEntry[id]!, Tier.typo, this.keyLangs[id]! & own ? 1 : otherLanguageShare);
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
}
