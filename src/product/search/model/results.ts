import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { SearchResults, SearchProblemCode, SearchQuery, Ticket } from '../../../contracts/search';
import { tripLegs } from '../../../contracts/plain/search';
import { $language } from '../../../platform/market';
import { answersCodes, placeholderChoice, placesByCodeQuery } from '../../../platform/places';
import { createApiMutation, createApiQuery, type RequestFailure } from '../../../platform/request';
import type { RouteParams } from '../../../platform/router';
import { $started, yieldToBrowser } from '../../../platform/start';
import { searchFinished } from '../../../platform/search-history';
import { searchRoute } from '../routes';
import { localToday } from '../../../platform/calendar';
import { $agencyDetails } from './agencies';
import { $dictionaryData } from './dictionary';
import { problemFailure, problemField, problemReasons, searchFailure, type SearchFailure } from './failure';
import { $destination, $legs, $origin, filled, problemsShown } from './form';
import { mergeTickets } from './merge';
import { nextPollDelay } from './poll';
import { parseSearchParams } from './search-url';
import { keepEqualData } from './same-data';
import { searchQueryProblem } from './validate';

/** The results route opened (or its address changed). */
export const resultsOpened = createEvent<RouteParams>();
sample({ clock: searchRoute.opened, target: resultsOpened });
export const retried = createEvent();

export const $query = createStore<SearchQuery | null>(null, keepEqualData);
export const $invalidAddress = createStore(false);
/** What the search API would refuse in the opened address, found without asking it. */
export const $problem = createStore<SearchProblemCode | null>(null);
export const $searchId = createStore<string | null>(null, { serialize: 'ignore' });
export const $tickets = createStore<Ticket[]>([], { serialize: 'ignore' });
/** The ticket with the cheapest offer found so far (offers are kept cheapest first: merge.ts). */
export const $cheapestTicket = $tickets.map((tickets) =>
  tickets.reduce<Ticket | null>((best, ticket) => (best && best.offers[0]!.price <= ticket.offers[0]!.price ? best : ticket), null),
);
export const $progress = createStore(0, { serialize: 'ignore' });
export const $agencies = createStore({ done: 0, total: 0 }, { serialize: 'ignore' });
const $complete = createStore(false, { serialize: 'ignore' });

export const startSearchMutation = createApiMutation({
  request: { method: 'POST', host: 'searchEngine', path: () => '/v1/searches', body: (query: SearchQuery) => query },
  response: () => import('../../../contracts/search').then((contracts) => contracts.StartSearchResponse),
});

interface ResultsParams {
  id: string;
  since: number;
  locale: string;
}

export const searchResultsQuery = createApiQuery({
  request: {
    method: 'GET',
    host: 'searchEngine',
    path: ({ id }: ResultsParams) => `/v1/searches/${id}/results`,
    query: ({ since, locale }) => ({ since: String(since), locale }),
  },
  response: () => import('../../../contracts/search').then((contracts) => contracts.SearchResults),
});

const parsed = sample({ clock: resultsOpened, fn: ({ params }) => parseSearchParams(params ?? '', localToday()) });
$query.on(parsed, (_, query) => query);
$invalidAddress.on(parsed, (_, query) => query === null);
$problem.on(parsed, (_, query) => (query ? searchQueryProblem(query, localToday()) : null));

const opened = sample({ clock: parsed, filter: (query): query is SearchQuery => query !== null });

// Fill the form: keep names the form already has, look up the others; show what must be fixed.
const fill = sample({
  clock: opened,
  source: { origin: $origin, destination: $destination, legs: $legs, language: $language, problem: $problem },
  fn: ({ origin, destination, legs, language, problem }, query) => ({ origin, destination, legs, language, problem, query }),
});
const formErrors = (problem: SearchProblemCode | null, query: SearchQuery) => {
  const field = problem ? problemField(problem, query) : null;
  return field ? { [field]: problemReasons[problem!] } : {};
};
/** Every place code of a trip, each once: the first leg's, then the further legs'. */
const tripCodes = (query: SearchQuery) => [...new Set(tripLegs(query).flatMap((leg) => [leg.origin, leg.destination]))];
const named = (legs: { origin: { code: string } | null; destination: { code: string } | null }[], query: SearchQuery) =>
  (query.nextLegs ?? []).every((leg, index) => legs[index]?.origin?.code === leg.origin && legs[index]?.destination?.code === leg.destination);
sample({
  clock: fill,
  fn: ({ origin, destination, legs, query, problem }) => ({
    query,
    origin: origin?.code === query.origin ? origin : placeholderChoice(query.origin),
    destination: destination?.code === query.destination ? destination : placeholderChoice(query.destination),
    legs,
    errors: formErrors(problem, query),
  }),
  target: filled,
});
sample({
  clock: fill,
  filter: ({ origin, destination, legs, query }) => origin?.code !== query.origin || destination?.code !== query.destination || !named(legs, query),
  fn: ({ query, language }) => ({ codes: tripCodes(query), language }),
  target: placesByCodeQuery.start,
});
sample({
  clock: placesByCodeQuery.finished.success,
  source: $query,
  filter: (query, { params, result }) => query !== null && answersCodes(params, tripCodes(query)) && tripCodes(query).every((code) => !!result[code]),
  // Names only: the problems shown stay.
  fn: (query, { result }) => ({
    query: query!,
    origin: result[query!.origin]!,
    destination: result[query!.destination]!,
    legs: (query!.nextLegs ?? []).map((leg) => ({ origin: result[leg.origin]!, destination: result[leg.destination]!, date: leg.date })),
  }),
  target: filled,
});

// Search: start once, then ask for results until every agency has answered. The server only
// renders the form; the client runs the search, unless the address already shows it cannot succeed.
const started = sample({
  clock: [opened, sample({ clock: retried, source: $query, filter: Boolean })],
  source: { isClient: $started, problem: $problem },
  filter: ({ isClient, problem }) => isClient && problem === null,
  fn: (_, query) => query,
});
$tickets.reset(started);
$progress.reset(started);
$agencyDetails.reset(started);
$agencies.reset(started);
$searchId.reset(started);
$complete.reset(started);
sample({ clock: started, target: [searchResultsQuery.reset, startSearchMutation.start] });

$searchId.on(startSearchMutation.finished.success, (_, { result }) => result.search_id);
sample({
  clock: startSearchMutation.finished.success,
  source: $language,
  fn: (locale, { result }) => ({ id: result.search_id, since: 0, locale }),
  target: searchResultsQuery.start,
});

// A batch is drawn in a task after the one that read and checked it: together they made one long
// task on a slow phone (README: Performance).
const batchReadFx = createEffect(async (result: SearchResults) => {
  await yieldToBrowser();
  return result;
});
sample({ clock: searchResultsQuery.finished.success, fn: ({ result }) => result, target: batchReadFx });

// A late answer of an earlier search is dropped.
const received = sample({
  clock: batchReadFx.doneData,
  source: $searchId,
  filter: (id, result) => id === result.search_id,
  fn: (_, result) => result,
});
$tickets.on(received, (tickets, result) => mergeTickets(tickets, result.tickets));
$dictionaryData.on(received, (known, { dictionary }) => ({
  airports: { ...known.airports, ...dictionary.airports },
  airlines: { ...known.airlines, ...dictionary.airlines },
  alliances: { ...known.alliances, ...dictionary.alliances },
  alliancesAsOf: dictionary.alliances_as_of ?? known.alliancesAsOf,
}));
$agencyDetails.on(received, (known, { agencies }) => (agencies ? { ...known, ...agencies } : known));
$progress.on(received, (progress, result) => Math.max(progress, result.progress));
$agencies.on(received, (_, result) => ({ done: Math.round(result.progress * result.agencies_total), total: result.agencies_total }));
$complete.on(received, (_, result) => result.complete);

// The next request goes out once the answer is read: the server held this one until there was
// something new. Only a server that answers at once is paced, by `pollInterval` (poll.ts).
const readClockFx = createEffect(() => performance.now());
const $sentAt = createStore(0, { serialize: 'ignore' }).on(readClockFx.doneData, (_, now) => now);
sample({ clock: searchResultsQuery.start, target: readClockFx });
const pacedFx = createEffect(async ({ params, sentAt }: { params: ResultsParams; sentAt: number }) => {
  const wait = nextPollDelay(sentAt, performance.now());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return params;
});
sample({
  clock: received,
  source: { locale: $language, sentAt: $sentAt },
  filter: (_, result) => !result.complete,
  fn: ({ locale, sentAt }, result) => ({ params: { id: result.search_id, since: result.next, locale }, sentAt }),
  target: pacedFx,
});
// A search started again meanwhile asks for its own results.
sample({ clock: pacedFx.doneData, source: $searchId, filter: (id, params) => id === params.id, fn: (_, params) => params, target: searchResultsQuery.start });

// A mutation keeps no error of its own; its status says whether this one is current.
const $startError = createStore<RequestFailure | null>(null, { serialize: 'ignore' })
  .on(startSearchMutation.finished.failure, (_, { error }) => error)
  .reset(startSearchMutation.started);

/** Why the results cannot be shown: the address's problem, or the failed request's reason. */
export const $failure = combine(
  $problem,
  $query,
  $startError,
  startSearchMutation.$status,
  searchResultsQuery.$error,
  searchResultsQuery.$status,
  (problem, query, startError, startStatus, resultsError, resultsStatus): SearchFailure | null => {
    if (problem) return problemFailure(problem, query);
    if (startStatus === 'fail' && startError) return searchFailure(startError, query);
    if (resultsStatus === 'fail' && resultsError) return searchFailure(resultsError, query);
    return null;
  },
);

// A search the server refused is fixed in the form: the field it names is marked there too.
sample({
  clock: $failure.updates,
  filter: (failure) => failure?.kind === 'invalid' && failure.field !== null,
  fn: (failure) => (failure?.kind === 'invalid' && failure.field ? { [failure.field]: failure.reason } : {}),
  target: problemsShown,
});

/** Where the search stands, from the requests' own status. */
export const $status = combine($failure, startSearchMutation.$status, $complete, (failure, startStatus, complete): 'idle' | 'searching' | 'done' | 'error' => {
  if (failure) return 'error';
  if (startStatus === 'initial') return 'idle';
  return complete ? 'done' : 'searching';
});

export const $searching = combine($status, (status) => status === 'searching');

/** The cheapest ticket of a search: the one with the lowest offer. */
const cheapestTicket = (tickets: Ticket[]): Ticket | null => {
  let best: { ticket: Ticket; price: number } | null = null;
  for (const ticket of tickets) {
    const price = Math.min(...ticket.offers.map((offer) => offer.price));
    if (!best || price < best.price) best = { ticket, price };
  }
  return best?.ticket ?? null;
};

// A finished search with a cheapest ticket joins the traveller's history (spec §3 saved search):
// kept in this browser, or in the account with a session.
sample({
  clock: $complete.updates,
  source: { query: $query, tickets: $tickets },
  filter: ({ query, tickets }, complete) => complete && query !== null && tickets.length > 0,
  fn: ({ query, tickets }) => ({ search_params: query!, ticket: cheapestTicket(tickets)! }),
  target: searchFinished,
});
