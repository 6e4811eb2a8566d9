import { combine, createEvent, createStore, sample } from 'effector';
import type { HotelResults, HotelSearchQuery } from '../../../contracts/hotels';
import { $brand, $language, $market } from '../../../platform/market';
import type { RequestFailure } from '../../../platform/request';
import { $location, linkTo, navigate } from '../../../platform/router';
import { $started } from '../../../platform/start';
import { $settings } from '../../../platform/user';
import { hotelsSearchRoute } from '../routes';
import { resultsFx, startSearchFx, type ResultsParams } from './api';
import { $searchPlaceName } from './hotel-name';
import { priceBasisOf } from './price-basis';
import {
  emptyView,
  parseDestination,
  parseLayout,
  parseStay,
  parseView,
  searchQuery,
  stayKey,
  viewQuery,
  withoutLayout,
  type HotelStay,
  type HotelView,
  type ResultsLayout,
} from './search-url';

/** Why the list cannot be shown: a stay the API refused (its code), or a failed request. */
export type HotelFailure = { kind: 'invalid'; code: string | null } | { kind: 'failed' };

/** The search page opened (the route tells it; tests and the model start here). */
export const searchOpened = createEvent();
sample({ clock: hotelsSearchRoute.opened, target: searchOpened });
export const retried = createEvent();
/** The form or a control asks for another address: a new stay, another order, other filters. */
export const searchWanted = createEvent<{ stay: HotelStay; view: HotelView }>();
export const viewChanged = createEvent<HotelView>();
/** The list alone or with the map: another address, so that back and forward and a shared link keep it. */
export const layoutChanged = createEvent<ResultsLayout>();

export const $stay = createStore<HotelStay | null>(null);
/** The address's destination, dates or not: the form starts from it. */
export const $destination = createStore<HotelStay['destination'] | null>(null);
export const $view = createStore<HotelView>(emptyView);
export const $layout = createStore<ResultsLayout>('list');
export const $searchKey = createStore<string | null>(null);
export const $searchId = createStore<string | null>(null);
/** The view the results asked for last are for. */
export const $viewKey = createStore<string | null>(null);
export const $results = createStore<HotelResults | null>(null);
export const $failure = createStore<HotelFailure | null>(null);
const $open = createStore(false)
  .on(searchOpened, () => true)
  .reset(hotelsSearchRoute.closed);

export const $priceBasis = combine($settings, $brand, $market, (settings, brand, market) => priceBasisOf(settings.use_price_per_night, { brand, market }));

const viewKeyOf = (view: HotelView, basis: string, locale: string) => JSON.stringify([viewQuery(view), basis, locale]);

const apiQuery = ({ destination, checkIn, checkOut, adults, children, rooms }: HotelStay): HotelSearchQuery => ({
  ...(destination.kind === 'city' ? { city: destination.code } : { hotel_id: destination.code }),
  check_in: checkIn,
  check_out: checkOut,
  adults,
  children,
  rooms,
});

/** The address the page read last, without its layout. */
const $readAddress = createStore<string | null>(null, { serialize: 'ignore' }).reset(hotelsSearchRoute.closed);

// The address is read when the page opens and whenever its query changes while it is open; a change
// of layout alone (the map shown or hidden) asks for nothing: the map shows the list's hotels.
const here = sample({
  clock: $location.updates,
  source: $open,
  filter: (open, { pathname }) => open && /\/hotels\/search$/i.test(pathname),
  fn: (_, location) => location,
});
$layout.on(here, (_, { search }) => parseLayout(new URLSearchParams(search)));
const readAgain = sample({ clock: here, source: $readAddress, filter: (address, { search }) => address !== withoutLayout(search) });
// The visitor's price basis may come later (their settings): the list is asked for again on it.
const basisChanged = sample({ clock: $priceBasis.updates, source: $open, filter: Boolean });
const read = sample({
  clock: [searchOpened, readAgain, retried, basisChanged],
  source: $location,
  fn: ({ search }) => {
    const query = new URLSearchParams(search);
    return { stay: parseStay(query), view: parseView(query), destination: parseDestination(query), layout: parseLayout(query), address: withoutLayout(search) };
  },
});
$readAddress.on(read, (_, { address }) => address);
$layout.on(read, (_, { layout }) => layout);
$stay.on(read, (_, { stay }) => stay);
$destination.on(read, (_, { destination }) => destination);
$searchPlaceName.on(read, (_, { stay }) => stay?.destination.name ?? null);
$view.on(read, (_, { view }) => view);
$failure.reset(read);
$searchKey.on(retried, () => null);

type Plan = { kind: 'none' } | { kind: 'start'; key: string; query: HotelSearchQuery } | { kind: 'results'; params: ResultsParams };

const planned = sample({
  clock: read,
  source: { searchKey: $searchKey, searchId: $searchId, viewKey: $viewKey, results: $results, client: $started, basis: $priceBasis, locale: $language },
  fn: ({ searchKey, searchId, viewKey, results, client, basis, locale }, { stay, view }): Plan => {
    if (!stay) return { kind: 'none' };
    const key = stayKey(stay);
    if (key !== searchKey || !searchId) return { kind: 'start', key, query: apiQuery(stay) };
    const wanted = viewKeyOf(view, basis, locale);
    const params = { id: searchId, view, basis, locale, key: wanted };
    if (wanted !== viewKey || !results) return { kind: 'results', params: { ...params, since: 0 } };
    // Opened again with the list the server rendered: go on from where it stopped.
    return client && !results.complete ? { kind: 'results', params: { ...params, since: results.next } } : { kind: 'none' };
  },
});
const starting = sample({ clock: planned, filter: (plan) => plan.kind === 'start', fn: (plan) => plan as Extract<Plan, { kind: 'start' }> });
$searchKey.on(starting, (_, { key }) => key);
$searchId.reset(starting);
$results.reset(starting);
$viewKey.reset(starting);
sample({ clock: starting, fn: ({ key, query }) => ({ key, query }), target: startSearchFx });

const gotId = sample({
  clock: startSearchFx.done,
  source: $searchKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { result }) => result.search_id,
});
$searchId.on(gotId, (_, id) => id);
const fetchWanted = sample({
  clock: [gotId, sample({ clock: planned, filter: (plan) => plan.kind === 'results', fn: (plan) => (plan as Extract<Plan, { kind: 'results' }>).params })],
  source: { view: $view, basis: $priceBasis, locale: $language, id: $searchId },
  fn: ({ view, basis, locale, id }, clock): ResultsParams =>
    typeof clock === 'string' ? { id: id!, since: 0, view, basis, locale, key: viewKeyOf(view, basis, locale) } : clock,
});
$viewKey.on(fetchWanted, (_, { key }) => key);
sample({ clock: fetchWanted, target: resultsFx });

// Each answer of the current view replaces the list; the next is asked for until every site has answered (client only).
const received = sample({
  clock: resultsFx.done,
  source: { id: $searchId, key: $viewKey },
  filter: ({ id, key }, { params, result }) => id === result.search_id && key === params.key,
  fn: (_, done) => done,
});
$results.on(received, (_, { result }) => result);
// A city's name in the page's language, as the API answers it (the address's may be another's).
sample({
  clock: received,
  source: $stay,
  filter: (stay) => stay?.destination.kind === 'city',
  fn: (_, { result }) => result.city.name,
  target: $searchPlaceName,
});
sample({
  clock: received,
  source: $started,
  filter: (client, { result }) => client && !result.complete,
  fn: (_, { params, result }) => ({ ...params, since: result.next }),
  target: resultsFx,
});

const failureOf = (error: RequestFailure): HotelFailure =>
  error.kind === 'http' && error.status === 400 ? { kind: 'invalid', code: error.code } : { kind: 'failed' };
$failure.on(
  sample({ clock: startSearchFx.fail, source: $searchKey, filter: (key, { params }) => key === params.key, fn: (_, { error }) => error }),
  (_, error) => failureOf(error),
);
$failure.on(sample({ clock: resultsFx.fail, source: $viewKey, filter: (key, { params }) => key === params.key, fn: (_, { error }) => error }), (_, error) =>
  failureOf(error),
);

export type SearchStatus = 'idle' | 'searching' | 'done' | 'error';
export const $status = combine(
  $stay,
  $results,
  $failure,
  $viewKey,
  $view,
  $priceBasis,
  $language,
  (stay, results, failure, viewKey, view, basis, locale): SearchStatus => {
    if (failure) return 'error';
    if (!stay) return 'idle';
    return results?.complete && viewKey === viewKeyOf(view, basis, locale) ? 'done' : 'searching';
  },
);

// Another stay, view or layout is another address: shareable, and the back button goes to the one
// before (a new order or filter replaces it). The layout stays as it is until the visitor changes it.
sample({
  clock: searchWanted,
  source: $layout,
  fn: (layout, { stay, view }) => ({ to: linkTo(hotelsSearchRoute, {}, searchQuery(stay, view, layout)) }),
  target: navigate,
});
sample({
  clock: viewChanged,
  source: { stay: $stay, layout: $layout },
  filter: ({ stay }) => stay !== null,
  fn: ({ stay, layout }, view) => ({ to: linkTo(hotelsSearchRoute, {}, searchQuery(stay!, view, layout)), replace: true }),
  target: navigate,
});
sample({
  clock: layoutChanged,
  source: { stay: $stay, view: $view, layout: $layout },
  filter: ({ stay, layout }, wanted) => stay !== null && layout !== wanted,
  fn: ({ stay, view }, layout) => ({ to: linkTo(hotelsSearchRoute, {}, searchQuery(stay!, view, layout)) }),
  target: navigate,
});
