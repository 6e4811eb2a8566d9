import type { Airline, Airport, City, Country, LocalizedName, PlacesData } from '../../src/server/engines/places';
import { curatedAirlines } from './airlines';
import { airportNamesRu, curatedCities } from './cities';
import { countryNameOverrides } from './countries';
import type { CountryNames, OpenFlightsAirline, OpenFlightsAirport, SourceAirport } from './sources';

/** The UI languages of spec §3; countries get a name in each. */
export const uiLanguages = ['ru', 'en', 'uk', 'kk', 'uz', 'az', 'hy', 'ka', 'ky', 'tg', 'th', 'es'] as const;

export interface Sources {
  airports: SourceAirport[];
  openFlights: OpenFlightsAirport[];
  airlines: OpenFlightsAirline[];
  countries: CountryNames;
}

/** No passenger or route counts ship with the open data, so size comes from the airport's class and runway. */
const typeWeight: Record<string, number> = { large_airport: 300, medium_airport: 60, small_airport: 10 };
/** The source marks some stations and heliports as airports with scheduled service. */
const notAnAirport = /heliport|railway|station|bus terminal|seaplane|ferry/i;
/** Wrong IATA codes in the source, by its code: Bishkek's Manas is FRU. */
const codeCorrections: Readonly<Record<string, string>> = { BSZ: 'FRU' };
/** Curated cities outrank every other one; earlier in the list means bigger. */
const curatedBoost = (rank: number) => 10_000 + (curatedCities.length - rank) * 100;
/** Airports with the same city name closer than this belong to one city. */
const sameCityKm = 100;

/** An airport while the build runs: the city name it came with and its unshortened name. */
type Staged = Airport & { cityName: string; sourceName: string };

export function buildPlaces({ airports: source, openFlights, airlines, countries }: Sources): PlacesData {
  const countryCodes = new Set(countries.codes());
  const cityOf = new Map(openFlights.filter((a) => a.iata).map((a) => [a.iata, a.city]));
  const curatedByCode = new Map(curatedCities.map((city, rank) => [city[0], { city, rank }]));
  const metroOf = new Map<string, string>();
  for (const [code, , , members] of curatedCities) for (const member of members ?? [code]) metroOf.set(member, code);

  // Airports with scheduled flights, plus any the curated list names whatever the source says.
  const airports = new Map<string, Staged>();
  for (const raw of source) {
    const a = raw.iata in codeCorrections ? { ...raw, iata: codeCorrections[raw.iata]! } : raw;
    if (!/^[A-Z]{3}$/.test(a.iata) || !countryCodes.has(a.country_code) || airports.has(a.iata)) continue;
    const scheduled = a.scheduled_service === 'TRUE' && a.type in typeWeight && !notAnAirport.test(a.airport);
    if (!scheduled && !metroOf.has(a.iata)) continue;
    // A metro code belongs to the metro; an unrelated airport holding it would be unreachable.
    if (curatedByCode.has(a.iata) && !metroOf.has(a.iata)) continue;
    const name = cleanAirportName(a.airport);
    airports.set(a.iata, {
      code: a.iata,
      name: { en: name },
      cityCode: metroOf.get(a.iata) ?? '',
      countryCode: a.country_code,
      lat: round(Number(a.latitude)),
      lon: round(Number(a.longitude)),
      timezone: a.time,
      weight: (typeWeight[a.type] ?? 0) + Math.round(Math.min(parseInt(String(a.runway_length ?? 0).replace(/,/g, ''), 10) || 0, 16_000) / 1000),
      cityName: cityOf.get(a.iata) ?? name,
      sourceName: a.airport,
    });
  }

  // Other airports named after a curated city and close to it join it (Moscow's smaller fields);
  // the rest group by city name and country, the biggest airport lending the city its code.
  const cityKey = (countryCode: string, name: string) => `${countryCode}|${name.toLowerCase()}`;
  const curatedByName = new Map<string, { code: string; hub: Airport }>();
  for (const [code, en, , list] of curatedCities) {
    const hub = airports.get(list?.[0] ?? code);
    if (!hub) continue;
    curatedByName.set(cityKey(hub.countryCode, en), { code, hub });
    curatedByName.set(cityKey(hub.countryCode, hub.cityName), { code, hub });
  }
  const hubs = new Map<string, Airport[]>();
  for (const a of [...airports.values()].sort((x, y) => y.weight - x.weight)) {
    if (a.cityCode) continue;
    const key = cityKey(a.countryCode, a.cityName);
    const curated = curatedByName.get(key);
    if (curated && distanceKm(a, curated.hub) < sameCityKm) {
      a.cityCode = curated.code;
      continue;
    }
    const hub = hubs.get(key)?.find((h) => distanceKm(h, a) < sameCityKm);
    if (hub) a.cityCode = hub.code;
    else {
      a.cityCode = a.code;
      hubs.set(key, [...(hubs.get(key) ?? []), a]);
    }
  }

  // Cities from their airports.
  const members = new Map<string, Staged[]>();
  for (const a of airports.values()) members.set(a.cityCode, [...(members.get(a.cityCode) ?? []), a]);
  const cities: City[] = [];
  for (const [code, list] of members) {
    const curated = curatedByCode.get(code);
    const order = curated?.city[3] ?? [];
    list.sort((x, y) => rankIn(order, x.code) - rankIn(order, y.code) || y.weight - x.weight);
    const hub = list[0]!;
    const boost = curated ? curatedBoost(curated.rank) : 0;
    const name: LocalizedName = curated ? { en: curated.city[1], ru: curated.city[2] } : { en: hub.cityName };
    // The hub's own city name only: a metro member's ("Newark") belongs to that airport.
    const aliases = hub.cityName !== name.en && hub.cityName !== hub.name.en ? [hub.cityName] : [];
    cities.push({
      code,
      name,
      countryCode: hub.countryCode,
      lat: round(list.reduce((sum, a) => sum + a.lat, 0) / list.length),
      lon: round(list.reduce((sum, a) => sum + a.lon, 0) / list.length),
      timezone: hub.timezone,
      airports: list.map((a) => a.code),
      // The biggest airport, not the sum: a city of many small fields is not bigger than a hub.
      weight: boost + hub.weight,
      ...(aliases.length ? { aliases } : {}),
    });
    list.forEach((a, index) => {
      a.weight += curated ? Math.round(boost / 2) - index * 10 : 0;
      // "Istanbul" for Istanbul Airport is ambiguous next to Sabiha Gökçen: keep the full name.
      if (list.length > 1 && a.name.en === name.en) a.name.en = a.sourceName;
      const ru = airportNamesRu[a.code] ?? (list.length === 1 ? name.ru : undefined);
      if (ru) a.name.ru = ru;
    });
  }

  return {
    airports: [...airports.values()].map(({ cityName: _, sourceName: __, ...a }) => a).sort(byCode),
    cities: cities.sort(byCode),
    countries: buildCountries(countries),
    airlines: buildAirlines(airlines, countries),
  };
}

function buildCountries(countries: CountryNames): Country[] {
  return countries
    .codes()
    .map((code) => {
      const name: LocalizedName = { en: countryNameOverrides.en?.[code] ?? countries.name(code, 'en') ?? code };
      for (const lang of uiLanguages) {
        const value = countryNameOverrides[lang]?.[code] ?? countries.name(code, lang);
        if (lang !== 'en' && value) name[lang] = value;
      }
      const shown = new Set(Object.values(name));
      const aliases = [...new Set(uiLanguages.flatMap((lang) => countries.all(code, lang)))].filter((alias) => !shown.has(alias));
      return { code, name, ...(aliases.length ? { aliases } : {}) };
    })
    .sort(byCode);
}

function buildAirlines(source: OpenFlightsAirline[], countries: CountryNames): Airline[] {
  const chosen = new Map<string, Airline & { score: number }>();
  for (const a of source) {
    if (a.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(a.iata) || /cargo/i.test(a.name)) continue;
    // OpenFlights reuses designators; the entry with an ICAO code and a callsign is the real one.
    const score = (/^[A-Z]{3}$/.test(a.icao) ? 2 : 0) + (a.callsign && a.callsign !== '\\N' ? 1 : 0);
    if ((chosen.get(a.iata)?.score ?? -1) >= score) continue;
    const countryCode = countries.alpha2(a.country);
    chosen.set(a.iata, { code: a.iata, name: { en: a.name }, ...(countryCode ? { countryCode } : {}), score });
  }
  for (const [code, en, ru, countryCode] of curatedAirlines) chosen.set(code, { code, name: { en, ru }, countryCode, score: 0 });
  return [...chosen.values()].map(({ score: _, ...a }) => a).sort(byCode);
}

/** "Sochi International Airport" → "Sochi": the suffix adds nothing in a suggestion list. */
export function cleanAirportName(name: string): string {
  const cleaned = name.replace(/\s+(International\s+|Intl\.?\s+)?(Airport|Airfield|Aerodrome|Airstrip)\b.*$/i, '').trim();
  return cleaned || name;
}

const rankIn = (order: readonly string[], code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const byCode = <T extends { code: string }>(a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
