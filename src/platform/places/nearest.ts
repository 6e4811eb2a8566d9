import { createEffect, createEvent, sample } from 'effector';
import type { NearestPlacesResponse, PlaceCases, PlaceKind } from '../../contracts/places';
import { placeKinds } from '../../contracts/plain/places';
import { logger, logSampling } from '../logger';
import { createApiEffect, createApiQuery, describeFailure, isHttp, type RequestFailure } from '../request';

/** A place near the visitor (spec §3 "Nearest place", as the client maps it). */
export interface NearestPlace {
  iata: string;
  name: string;
  type: PlaceKind;
  coordinates?: { lat: number; lon: number };
  cityIata?: string;
  cityName?: string;
  countryIata?: string;
  countryName?: string;
  /** An airport whose city is in the list too (one of a metropolis's airports). */
  inMetropolis: boolean;
  /** Word forms of the name, by form; empty when the server has none. */
  cases: PlaceCases;
}

const isKind = (type: string): type is PlaceKind => (placeKinds as readonly string[]).includes(type);

/** Spec §3: the server's records mapped; an entry lacking its code, name or a known type is dropped. */
export function toNearestPlaces(records: NearestPlacesResponse): NearestPlace[] {
  const kept = records.flatMap((record) => (record.code && record.name && record.type && isKind(record.type) ? [{ ...record, type: record.type }] : []));
  const cities = new Set(kept.filter((record) => record.type === 'city').map((record) => record.code));
  return kept.map((record) => ({
    iata: record.code!,
    name: record.name!,
    type: record.type,
    ...(record.coordinates ? { coordinates: record.coordinates } : {}),
    ...(record.city_code ? { cityIata: record.city_code } : {}),
    ...(record.city_name ? { cityName: record.city_name } : {}),
    ...(record.country_code ? { countryIata: record.country_code } : {}),
    ...(record.country_name ? { countryName: record.country_name } : {}),
    inMetropolis: record.type === 'airport' && !!record.city_code && cities.has(record.city_code),
    cases: record.cases ?? {},
  }));
}

/** Spec §4: only a lost connection, a timeout or a server fault is tried again; a refusal or a broken answer is not. */
export const retriedFailure = (failure: RequestFailure) =>
  failure.kind === 'network' || failure.kind === 'timeout' || (isHttp(failure) && failure.status >= 500);

/** Spec §4 and §9: 3 retries 100 ms apart for the failures above, each try given 10 s. */
export const nearestPlacesRetry = { times: 3, delayMs: 100, when: retriedFailure };
export const nearestPlacesTimeoutMs = 10_000;

const fetchNearestPlacesFx = createApiEffect({
  request: { method: 'GET', host: 'suggest', path: () => '/v2/nearest_places.json', query: ({ locale }: { locale: string }) => ({ locale }) },
  response: () => import('../../contracts/places').then((contracts) => contracts.NearestPlacesResponse),
  timeoutMs: nearestPlacesTimeoutMs,
  retry: nearestPlacesRetry,
});

/** The places nearest to the visitor's address (`GET {suggest host}/v2/nearest_places.json`), mapped. */
export const nearestPlacesFx = createEffect<{ locale: string }, NearestPlace[], RequestFailure>(async (params) =>
  toNearestPlaces(await fetchNearestPlacesFx(params)),
);

/**
 * The visitor's nearest places, asked once a visit in the browser only (the nearest-places
 * service), never while the server renders: the server's address is not the visitor's.
 */
export const nearestPlacesQuery = createApiQuery({ effect: nearestPlacesFx });

/**
 * A page wants the nearest places (the nearest-places service's start, in the browser only). The
 * page's model asks the query when the visitor allows it: spec §3 `prevent_geoip` is a user
 * setting, and the settings model is not part of every page's first load.
 */
export const nearestPlacesWanted = createEvent();

/** Spec §8: after the last try; sampled as the spec's geo-IP logs are (§9: 0.1), as the currency rates' warning is. */
const reportFailureFx = createEffect(({ error }: { error: RequestFailure }) => {
  logger.sampled(logSampling.geoip).warning('Nearest places request failed', { error: describeFailure(error) });
});
sample({ clock: nearestPlacesQuery.finished.failure, target: reportFailureFx });
