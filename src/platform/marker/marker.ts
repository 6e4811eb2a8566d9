import type { BrandCode } from '../brand';
import { daySeconds } from '../cookies';
import { isLocalHost } from '../env';

/** The visit came with no marker from anywhere. */
export const directMarker = 'direct';
export const markerCookie = 'marker';
export const markerParam = 'marker';
/** Cookie lifetime (spec §9): 30 days, 60 days for the affiliate 174432. */
export const markerCookieDays = 30;
export const longMarkerAffiliate = '174432';
export const longMarkerCookieDays = 60;
/** Affiliate ids starting with this are the flight brand's affiliate test markers (spec §9). */
export const flightTestMarkerPrefix = '15468';

/** An affiliate marker starts with 5 to 7 digits, then a dot or its end (spec §3): `123456.abc`. */
export const isAffiliateMarker = (marker: string | null | undefined): marker is string => !!marker && /^\d{5,7}(\.|$)/.test(marker);

/** The affiliate id of an affiliate marker (`123456.abc` → `123456`), else null. */
export const affiliateId = (marker: string): string | null => (isAffiliateMarker(marker) ? marker.split('.')[0]! : null);

/**
 * The flight brand's affiliate test markers: the flight brand's affiliate ids that start with
 * `15468`. They mark the visit but are kept only for the browser session, so testing a partner
 * link never sticks to the tester's browser for a month.
 */
export function isFlightTestMarker(marker: string, brand: BrandCode): boolean {
  return brand === 'AS' && (affiliateId(marker)?.startsWith(flightTestMarkerPrefix) ?? false);
}

/** Search engines and the hosts they answer on (`www.google.co.uk`, `go.mail.ru`, `ya.ru` …). */
const searchEngines: ReadonlyArray<readonly [string, RegExp]> = [
  ['bing', /(^|\.)bing\.com$/],
  ['google', /(^|\.)google(\.com?)?\.[a-z]{2,3}$/],
  ['mail', /(^|\.)mail\.ru$/],
  ['rambler', /(^|\.)rambler\.ru$/],
  ['yandex', /(^|\.)(yandex\.[a-z]{2,3}(\.[a-z]{2})?|ya\.ru)$/],
];

/**
 * The marker a referrer gives (spec §4): a search engine's name, nothing for the app's own or a
 * local host, the host with dots turned into underscores otherwise (`news.example.com` →
 * `news_example_com`).
 */
export function markerFromReferrer(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let hostname: string;
  try {
    hostname = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!hostname) return null;
  const own = ownHost.toLowerCase().replace(/:\d+$/, '');
  if (hostname === own || hostname === `www.${own}` || `www.${hostname}` === own || isLocalHost(hostname)) return null;
  const engine = searchEngines.find(([, pattern]) => pattern.test(hostname));
  if (engine) return engine[0];
  return hostname.replace(/\./g, '_');
}

/**
 * Whether a new marker replaces the current one (spec §4): when there is none, or when both or
 * the new one are affiliate markers. (Both being affiliate markers implies the new one is, so
 * an affiliate marker always wins and a non-affiliate one only fills an empty place.)
 */
export function shouldReplaceMarker(current: string | null | undefined, next: string): boolean {
  if (!current || current === directMarker) return true;
  return (isAffiliateMarker(current) && isAffiliateMarker(next)) || isAffiliateMarker(next);
}

export interface MarkerSources {
  /** The page's query string (`?marker=…`). */
  search: string;
  referrer: string | null;
  /** The stored `marker` cookie. */
  cookie: string | null | undefined;
  host: string;
}

export interface MarkerChoice {
  marker: string;
  /** The marker arrived now (query or referrer) and replaced the stored one: save it. */
  save: boolean;
}

const cleanMarker = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= 200 ? trimmed : null;
};

/**
 * The visit's marker at start (spec §4): the query's, else the referrer's, else the cookie's,
 * else `direct`; a marker that arrived now replaces the stored one by `shouldReplaceMarker`.
 */
export function chooseMarker({ search, referrer, cookie, host }: MarkerSources): MarkerChoice {
  const stored = cleanMarker(cookie);
  const current = stored === directMarker ? null : stored;
  const arrived = cleanMarker(new URLSearchParams(search).get(markerParam)) ?? markerFromReferrer(referrer, host);
  if (arrived && arrived !== directMarker && shouldReplaceMarker(current, arrived)) return { marker: arrived, save: true };
  return { marker: current ?? directMarker, save: false };
}

/** Seconds the `marker` cookie lasts; undefined (the session) for a flight test marker. */
export function markerCookieMaxAge(marker: string, brand: BrandCode): number | undefined {
  if (isFlightTestMarker(marker, brand)) return undefined;
  return (affiliateId(marker) === longMarkerAffiliate ? longMarkerCookieDays : markerCookieDays) * daySeconds;
}

/** `href` with `marker=` set (a markerable link, spec §4); unchanged without a real marker. */
export function withMarker(href: string, marker: string | null | undefined): string {
  if (!marker || marker === directMarker) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const rest = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = rest.indexOf('?');
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const query = new URLSearchParams(queryAt >= 0 ? rest.slice(queryAt + 1) : '');
  query.set(markerParam, marker);
  return `${path}?${query.toString()}${hash}`;
}
