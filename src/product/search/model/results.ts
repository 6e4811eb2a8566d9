import { combine, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { SearchResults, StartSearchResponse, type SearchQuery, type Ticket } from '../../../contracts/search';
import { host } from '../../../platform/config';
import { $language } from '../../../platform/market';
import { contract, createJsonMutation, createJsonQuery, declareParams } from '../../../platform/request';
import type { RouteParams } from '../../../platform/router';
import { $started } from '../../../platform/start';
import { searchRoute } from '../routes';
import { localToday } from './dates';
import { $dictionaryData } from './dictionary';
import { $destination, $origin, filled } from './form';
import { mergeTickets } from './merge';
import { placeholderChoice, resolvePlacesFx } from './places';
import { parseSearchParams } from './search-url';

export const pollInterval = 250;

/** The results route opened (or its address changed). */
export const resultsOpened = createEvent<RouteParams>();
sample({ clock: searchRoute.opened, target: resultsOpened });
export const retried = createEvent();

export const $query = createStore<SearchQuery | null>(null);
export const $invalidAddress = createStore(false);
export const $searchId = createStore<string | null>(null, { serialize: 'ignore' });
export const $tickets = createStore<Ticket[]>([], { serialize: 'ignore' });
export const $progress = createStore(0, { serialize: 'ignore' });
export const $agencies = createStore({ done: 0, total: 0 }, { serialize: 'ignore' });
export const $status = createStore<'idle' | 'searching' | 'done' | 'error'>('idle', { serialize: 'ignore' });

export const startSearchMutation = createJsonMutation({
  params: declareParams<SearchQuery>(),
  request: { method: 'POST', url: () => `${host('searchEngine')}/v1/searches`, body: (query) => query },
  response: { contract: contract(StartSearchResponse) },
});

export const searchResultsQuery = createJsonQuery({
  params: declareParams<{ id: string; since: number; locale: string }>(),
  request: {
    method: 'GET',
    url: ({ id }) => `${host('searchEngine')}/v1/searches/${id}/results`,
    query: ({ since, locale }) => ({ since: String(since), locale }),
  },
  response: { contract: contract(SearchResults) },
});

const parsed = sample({ clock: resultsOpened, fn: ({ params }) => parseSearchParams(params ?? '', localToday()) });
$query.on(parsed, (_, query) => query);
$invalidAddress.on(parsed, (_, query) => query === null);

const opened = sample({ clock: parsed, filter: (query): query is SearchQuery => query !== null });

// Fill the form: keep names the form already has, look up the others.
const fill = sample({
  clock: opened,
  source: { origin: $origin, destination: $destination, language: $language },
  fn: ({ origin, destination, language }, query) => ({ origin, destination, language, query }),
});
sample({
  clock: fill,
  fn: ({ origin, destination, query }) => ({
    query,
    origin: origin?.code === query.origin ? origin : placeholderChoice(query.origin),
    destination: destination?.code === query.destination ? destination : placeholderChoice(query.destination),
  }),
  target: filled,
});
sample({
  clock: fill,
  filter: ({ origin, destination, query }) => origin?.code !== query.origin || destination?.code !== query.destination,
  fn: ({ query, language }) => ({ codes: [query.origin, query.destination], language }),
  target: resolvePlacesFx,
});
sample({
  clock: resolvePlacesFx.done,
  source: $query,
  filter: (query, { result }) => query !== null && !!result[query.origin] && !!result[query.destination],
  fn: (query, { result }) => ({ query: query!, origin: result[query!.origin]!, destination: result[query!.destination]! }),
  target: filled,
});

// Search: start once, then poll until every agency has answered.
// The server only renders the form; the client runs the search.
const started = sample({
  clock: [opened, sample({ clock: retried, source: $query, filter: Boolean })],
  source: $started,
  filter: (isClient) => isClient,
  fn: (_, query) => query,
});
$tickets.reset(started);
$progress.reset(started);
$agencies.reset(started);
$searchId.reset(started);
$status.on(started, () => 'searching');
sample({ clock: started, target: startSearchMutation.start });

$searchId.on(startSearchMutation.finished.success, (_, { result }) => result.search_id);
sample({
  clock: startSearchMutation.finished.success,
  source: $language,
  fn: (locale, { result }) => ({ id: result.search_id, since: 0, locale }),
  target: searchResultsQuery.start,
});

// A late answer of an earlier search is dropped.
const received = sample({
  clock: searchResultsQuery.finished.success,
  source: $searchId,
  filter: (id, { result }) => id === result.search_id,
  fn: (_, { result }) => result,
});
$tickets.on(received, (tickets, result) => mergeTickets(tickets, result.tickets));
$dictionaryData.on(received, (known, { dictionary }) => ({
  airports: { ...known.airports, ...dictionary.airports },
  airlines: { ...known.airlines, ...dictionary.airlines },
}));
$progress.on(received, (progress, result) => Math.max(progress, result.progress));
$agencies.on(received, (_, result) => ({ done: Math.round(result.progress * result.agencies_total), total: result.agencies_total }));
$status.on(received, (status, result) => (result.complete ? 'done' : status));
delay({
  source: sample({
    clock: received,
    source: $language,
    filter: (_, result) => !result.complete,
    fn: (locale, result) => ({ id: result.search_id, since: result.next, locale }),
  }),
  timeout: pollInterval,
  target: searchResultsQuery.start,
});

$status.on([startSearchMutation.finished.failure, searchResultsQuery.finished.failure], () => 'error');

export const $searching = combine($status, (status) => status === 'searching');
