import { combine, createEvent, createStore, merge, sample } from 'effector';
import { $language, $market } from '../../../platform/market';
import { homeCityOf } from '../../../platform/market/home-cities';
import { answersCodes, nearestPlacesQuery, nearestPlacesWanted, placesByCodeQuery, type NearestPlace, type PlaceChoice } from '../../../platform/places';
import type { RouteParams } from '../../../platform/router';
import { $settings, $settingsState } from '../../../platform/user';
import { $origin, originChanged } from '../../search';
import { mainRoute } from '../routes';

export const mainOpened = createEvent<RouteParams>();
sample({ clock: mainRoute.opened, target: mainOpened });

// The origin the page fills in itself: the traveller's home city (their `origin` setting), else the
// market's at once (the server renders it), then, without a home city of their own, the city
// nearest to the visitor's address when the browser learns it (spec §4, §7). Each fills only an
// origin the visitor has not touched: once they type, choose, clear or swap, the origin is theirs.

/** The page puts a place in the origin. */
const pageFilled = createEvent<PlaceChoice>();
/** The place the page put in the origin last; an origin that is another is the visitor's. */
const $pageOrigin = createStore<PlaceChoice | null>(null);
/** The origin changed by another hand than the page's. */
const $originTouched = createStore(false);
/** The nearest city is in: a home city answering later does not replace it. */
const $nearestFilled = createStore(false);

$pageOrigin.on(pageFilled, (_, place) => place);
sample({ clock: pageFilled, target: originChanged });
sample({ clock: originChanged, source: $pageOrigin, filter: (filled, place) => place !== filled, fn: () => true, target: $originTouched });

/** Same place, whatever the object: the page's state arrives from the server as copies. */
const samePlace = (a: PlaceChoice | null, b: PlaceChoice | null) => (a === null || b === null ? a === b : a.code === b.code && a.type === b.type);
/** Whether the page may still fill the origin: nobody else has changed it since the page did. */
const $originIsPages = sample({
  source: { origin: $origin, filled: $pageOrigin, touched: $originTouched },
  fn: ({ origin, filled, touched }) => !touched && samePlace(origin, filled),
});

const $prefilled = createStore(false);
/** The city asked for, and whether it is the traveller's own (the `origin` setting) rather than the market's. */
const $homeCity = createStore<{ code: string; own: boolean } | null>(null);

/** The traveller's home city (spec §3 `origin` setting, an account's or this browser's), once their settings are known. */
const $ownOrigin = combine($settingsState, $settings, (state, settings) => (state === 'ready' ? (settings.origin ?? null) : null));

const prefill = sample({
  clock: mainOpened,
  source: { market: $market, language: $language, done: $prefilled, origin: $origin, own: $ownOrigin },
  filter: ({ done, market, origin, own }) => !done && !origin && !!(own ?? homeCityOf(market)),
  fn: ({ market, language, own }) => ({ code: own ?? homeCityOf(market)!, own: own !== null, language }),
});
$prefilled.on(prefill, () => true);
// An account's settings arrive after the page: its home city then takes the page's place, unless the visitor chose one.
const ownArrived = sample({
  clock: $ownOrigin.updates,
  source: { free: $originIsPages, filled: $pageOrigin, language: $language },
  filter: ({ free, filled }, own) => own !== null && free && filled?.code !== own,
  fn: ({ language }, own) => ({ code: own!, own: true, language }),
});
const homeWanted = merge([prefill, ownArrived]);
$homeCity.on(homeWanted, (_, { code, own }) => ({ code, own }));
sample({ clock: homeWanted, fn: ({ code, language }) => ({ codes: [code], language }), target: placesByCodeQuery.start });
sample({
  clock: placesByCodeQuery.finished.success,
  source: { home: $homeCity, free: $originIsPages, nearest: $nearestFilled },
  // The traveller's own city wins over the nearest; the market's does not.
  filter: ({ home, free, nearest }, { params, result }) =>
    home !== null && free && (home.own || !nearest) && answersCodes(params, [home.code]) && !!result[home.code],
  fn: ({ home }, { result }) => result[home!.code]!,
  target: pageFilled,
});

/** The origin the nearest places suggest: the nearest city, else the nearest airport. */
export function nearestOrigin(places: readonly NearestPlace[]): PlaceChoice | null {
  const place = places.find((entry) => entry.type === 'city') ?? places.find((entry) => entry.type === 'airport');
  if (!place) return null;
  return {
    code: place.iata,
    name: place.name,
    type: place.type,
    ...(place.cityIata ? { cityCode: place.cityIata } : {}),
    ...(place.countryName ? { countryName: place.countryName } : {}),
  };
}

/** Asked for (the route's nearest-places service, in the browser only) and not asked yet. */
const $nearestWaiting = createStore(false, { serialize: 'ignore' })
  .on(nearestPlacesWanted, () => true)
  .reset(nearestPlacesQuery.started);
// Asked once the visitor's settings are known (local ones at once, an account's once loaded), and
// never when they asked not to be placed by their address (spec §3 `prevent_geoip`), nor when
// their settings failed to load: whether they allow it is unknown.
sample({
  clock: [nearestPlacesWanted, $settingsState.updates],
  source: { waiting: $nearestWaiting, state: $settingsState, settings: $settings, language: $language },
  filter: ({ waiting, state, settings }) => waiting && state === 'ready' && settings.prevent_geoip !== true && !settings.origin,
  fn: ({ language }) => ({ locale: language }),
  target: nearestPlacesQuery.refresh,
});

// The nearest city wins over the market's home city, unless the visitor has chosen an origin or
// has asked not to be placed by their address since.
const nearestFound = sample({
  clock: nearestPlacesQuery.finished.success,
  source: { free: $originIsPages, settings: $settings },
  filter: ({ free, settings }, { result }) => free && settings.prevent_geoip !== true && !settings.origin && nearestOrigin(result) !== null,
  fn: (_, { result }) => nearestOrigin(result)!,
});
$nearestFilled.on(nearestFound, () => true);
sample({ clock: nearestFound, target: pageFilled });
