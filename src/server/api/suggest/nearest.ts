import type { FastifyBaseLogger } from 'fastify';
import type { NearestPlaceRecord, NearestPlacesResponse } from '../../../contracts/places';
import { createLogger, logSampling, type Logger, type LogLevel } from '../../../platform/logger';
import { distanceKm } from '../../engines/fares/geo';
import type { GeoPoint } from '../../engines/geoip';
import { nameIn, type Airport, type City, type PlacesIndex } from '../../engines/places';

/** A city's airports in the answer at most (London has six): nearest to the visitor first. */
const maxAirports = 4;

/**
 * The places near a point, as `GET v2/nearest_places.json` answers them: the nearest city of the
 * places index, its airports (nearest first) and its country, names in `locale`. The index has no
 * word forms of names, so `cases` is left out.
 */
export function nearestPlaces(places: PlacesIndex, point: GeoPoint, locale: string): NearestPlacesResponse {
  const city = places.nearestCities(point, 1)[0] ?? places.largestCities(1, point.countryCode)[0];
  if (!city) return [];
  const country = places.country(city.countryCode);
  const countryName = country ? nameIn(country.name, locale) : city.countryCode;
  const cityName = nameIn(city.name, locale);
  const common = { city_code: city.code, city_name: cityName, country_code: city.countryCode, country_name: countryName };
  const airports = places
    .airportsFor(city.code)
    .map((airport) => ({ airport, km: distanceKm(point, airport) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, maxAirports)
    .map(({ airport }: { airport: Airport }): NearestPlaceRecord => ({
      code: airport.code,
      name: nameIn(airport.name, locale),
      type: 'airport',
      ...common,
      coordinates: { lat: airport.lat, lon: airport.lon },
    }));
  const records: NearestPlaceRecord[] = [
    { code: city.code, name: cityName, type: 'city', ...common, coordinates: at(city) },
    ...airports,
    ...(country ? [countryRecord(places, city, countryName)] : []),
  ];
  // Spec §3: an entry lacking its code, name or type is dropped (the client drops them too).
  return records.filter((record) => record.code && record.name && record.type);
}

const at = (place: { lat: number; lon: number }) => ({ lat: place.lat, lon: place.lon });

/** A country's point on the map is its biggest city, which lies on land unlike a centroid. */
function countryRecord(places: PlacesIndex, city: City, name: string): NearestPlaceRecord {
  const biggest = places.largestCities(1, city.countryCode)[0] ?? city;
  return { code: city.countryCode, name, type: 'country', country_code: city.countryCode, country_name: name, coordinates: at(biggest) };
}

const pinoLevel: Record<LogLevel, 'error' | 'warn' | 'info'> = { critical: 'error', error: 'error', warning: 'warn', info: 'info' };

/**
 * The log of geo-IP lookups, a tenth of them kept (spec §9 "geoip 0.1"), as the client samples
 * its currency logs: the platform logger's `sampled`, writing to the server's log. Records carry
 * what was found (a country and a city code), never the address.
 */
export function geoIpLog(log: FastifyBaseLogger, random: () => number = () => Math.random()): Logger {
  const sink = ({ level, message, details }: { level: LogLevel; message: string; details?: Record<string, unknown> }) =>
    log[pinoLevel[level]](details ?? {}, message);
  return createLogger({ sinks: [sink], random }).sampled(logSampling.geoip);
}
