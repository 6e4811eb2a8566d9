import { allSettled, fork, type Store } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { Place, SearchQuery, SearchResults, Ticket } from '../../../contracts';
import { fetchFx } from '../../../platform/request';
import { $started } from '../../../platform/start';
import { addDays } from '../model/dates';
import { localToday } from '../../../platform/calendar';
import { $dictionary } from '../model/dictionary';
import { $destination, $origin } from '../model/form';
import { $errors, $passengers } from '../model/form';
import { $legs } from '../model/legs';
import { buildSearchParams } from '../model/search-url';
import type { SearchFormField } from '../model/validate';
import { $agencies, $failure, $invalidAddress, $progress, $query, $status, $tickets, resultsOpened, retried } from '../model/results';

const searchId = '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11';
const ticket = (id: string, price: number, agency: string): Ticket => ({
  id,
  segments: [
    {
      flights: [{ carrier: 'TK', number: '414', origin: 'VKO', destination: 'IST', departure: '2099-12-10T08:00', arrival: '2099-12-10T11:50', duration: 230 }],
      duration: 230,
    },
  ],
  offers: [{ agency_id: agency, agency_name: agency, price, baggage: true }],
});

const place = (code: string, name: string, type: Place['type']): Place => ({
  type,
  code,
  name,
  country_code: 'TR',
  country_name: 'Türkiye',
  coordinates: { lat: 0, lon: 0 },
  weight: 1,
});
const knownPlaces = [place('VKO', 'Vnukovo', 'airport'), place('IST', 'Istanbul', 'city'), place('MOW', 'Moscow', 'city')];
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The suggest host: places whose code starts with the term. */
const suggestAnswer = (url: URL) => json(knownPlaces.filter((known) => known.code.startsWith(url.searchParams.get('term') ?? '')));

/** A search engine that answers in three batches, one per poll. */
function fakeEngine() {
  const batches: SearchResults[] = [
    {
      search_id: searchId,
      progress: 1 / 3,
      complete: false,
      next: 1,
      agencies_total: 3,
      tickets: [ticket('t1', 20_000, 'a')],
      dictionary: { airports: { VKO: { name: 'Vnukovo', city: 'Moscow' } }, airlines: { TK: 'Turkish Airlines' } },
    },
    {
      search_id: searchId,
      progress: 2 / 3,
      complete: false,
      next: 2,
      agencies_total: 3,
      tickets: [ticket('t1', 18_000, 'b'), ticket('t2', 25_000, 'b')],
      dictionary: { airports: { IST: { name: 'Istanbul Airport', city: 'Istanbul' } }, airlines: {} },
    },
    { search_id: searchId, progress: 1, complete: true, next: 3, agencies_total: 3, tickets: [], dictionary: { airports: {}, airlines: {} } },
  ];
  const calls: string[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname.startsWith('/api/suggest/')) return suggestAnswer(url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const body = request.method === 'POST' ? { search_id: searchId } : batches[Number(url.searchParams.get('since'))];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetchMock, calls };
}

describe('results model', () => {
  test('a results address starts the search and polls until every agency answered', async () => {
    const { fetchMock, calls } = fakeEngine();
    const scope = fork({
      values: [[$started, true]],
      handlers: [[fetchFx, fetchMock]],
    });
    await allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST2' } });

    expect(scope.getState($query)).toMatchObject({ origin: 'VKO', destination: 'IST', passengers: { adults: 2 } });
    expect(calls[0]).toBe('POST /api/search/v1/searches');
    expect(calls.slice(1)).toEqual([0, 1, 2].map((since) => `GET /api/search/v1/searches/${searchId}/results?since=${since}&locale=ru`));
    expect(scope.getState($status)).toBe('done');
    expect(scope.getState($progress)).toBe(1);
    expect(scope.getState($agencies)).toEqual({ done: 3, total: 3 });
    // Names of every batch are kept for the ticket cards.
    const dictionary = scope.getState($dictionary);
    expect(dictionary.airport('VKO')).toBe('Moscow VKO');
    expect(dictionary.airportFull('IST')).toBe('Istanbul Airport (Istanbul, IST)');
    expect(dictionary.airline('TK')).toBe('Turkish Airlines');
    const tickets = scope.getState($tickets);
    expect(tickets.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(tickets[0]!.offers.map((o) => o.price)).toEqual([18_000, 20_000]);
    expect(scope.getState($origin)?.name).toBe('Vnukovo');
    expect(scope.getState($destination)?.name).toBe('Istanbul');
  });

  test('an address that is not a search is reported, nothing is requested', async () => {
    const { fetchMock } = fakeEngine();
    const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, fetchMock]] });
    await allSettled(resultsOpened, { scope, params: { params: 'nonsense' } });
    expect(scope.getState($invalidAddress)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the server renders the form but leaves the search to the client', async () => {
    const { fetchMock, calls } = fakeEngine();
    const scope = fork({ handlers: [[fetchFx, fetchMock]] });
    await allSettled(resultsOpened, { scope, params: { params: 'MOW1012IST1' } });
    expect(scope.getState($query)?.origin).toBe('MOW');
    // The form is filled with the names the places lookup found; no search is started.
    expect(scope.getState($origin)).toMatchObject({ code: 'MOW', name: 'Moscow' });
    expect(scope.getState($destination)).toMatchObject({ code: 'IST', name: 'Istanbul' });
    expect(calls).toEqual([]);
  });

  test('the client opening the address the server rendered keeps what the page shows', async () => {
    // The server's render, then the route's first opening in the browser at the same address:
    // equal values keep their objects, so no view reading them renders again after hydration.
    const { fetchMock } = fakeEngine();
    const scope = fork({ handlers: [[fetchFx, fetchMock]] });
    const address = 'MOW1012IST1';
    await allSettled(resultsOpened, { scope, params: { params: address } });
    const shownStores: Store<unknown>[] = [$query, $passengers, $errors, $legs, $origin, $destination];
    const shown = shownStores.map((store) => scope.getState(store));
    await allSettled(resultsOpened, { scope, params: { params: address } });
    shownStores.forEach((store, index) => expect(scope.getState(store)).toBe(shown[index]));
    // Another address still changes them.
    await allSettled(resultsOpened, { scope, params: { params: 'MOW1012IST2' } });
    expect(scope.getState($passengers)).toEqual({ adults: 2, children: 0, infants: 0 });
    expect(scope.getState($query)).not.toBe(shown[0]);
  });

  test.each([
    ['a server fault', () => json({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }, 500), { kind: 'unavailable' }],
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch')), { kind: 'offline' }],
    [
      'a busy server',
      () => json({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }, 429, { 'retry-after': '30' }),
      { kind: 'rate-limited', retryAfterSeconds: 30 },
    ],
    [
      'a refused search',
      () => json({ statusCode: 400, error: 'Bad Request', message: 'Origin and destination must differ', code: 'same_place' }, 400),
      { kind: 'invalid', reason: 'search.error.samePlace', field: 'destination' },
    ],
    ['an answer of another shape', () => json({ id: 1 }, 201), { kind: 'broken' }],
  ] as const)('%s is told by its reason', async (_, answer, failure) => {
    const failing = vi.fn(async (request: Request) =>
      new URL(request.url).pathname.startsWith('/api/suggest/') ? suggestAnswer(new URL(request.url)) : answer(),
    );
    const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, failing]] });
    await allSettled(resultsOpened, { scope, params: { params: 'MOW1012IST1' } });
    expect(scope.getState($status)).toBe('error');
    expect(scope.getState($failure)).toEqual(failure);
    // A refusal naming a field marks it in the form.
    expect(scope.getState($errors)).toEqual(failure.kind === 'invalid' ? { [failure.field]: failure.reason } : {});
  });

  // The engine's horizon is counted from its own today, which may be a day ahead of the
  // traveller's: a date the address still reads is then refused, and the form must mark it.
  const ahead = (days: number) => addDays(localToday(), days);
  const trip: SearchQuery = { origin: 'MOW', destination: 'IST', departDate: ahead(300), passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' };
  test.each<[string, SearchQuery, SearchFormField]>([
    ['a return trip', { ...trip, returnDate: ahead(364) }, 'returnDate'],
    [
      'a multi-city trip',
      {
        ...trip,
        nextLegs: [
          { origin: 'IST', destination: 'LED', date: ahead(330) },
          { origin: 'LED', destination: 'MOW', date: ahead(364) },
        ],
      },
      'leg3Date',
    ],
    ['a one-way trip', trip, 'departDate'],
  ])('too_far_ahead from the engine marks the date that is furthest ahead on %s', async (_, query, field) => {
    const address = buildSearchParams(query);
    const refusing = vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/suggest/')) return suggestAnswer(url);
      return json({ statusCode: 400, error: 'Bad Request', message: 'Date must be within 364 days', code: 'too_far_ahead' }, 400);
    });
    const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, refusing]] });
    await allSettled(resultsOpened, { scope, params: { params: address } });
    expect(scope.getState($failure)).toEqual({ kind: 'invalid', reason: 'results.failure.tooFarAhead', field });
    expect(scope.getState($errors)).toEqual({ [field]: 'results.failure.tooFarAhead' });
  });

  test('a retry after a failure starts the search again and clears the failure', async () => {
    const { fetchMock } = fakeEngine();
    let down = true;
    const flaky = vi.fn(async (request: Request) =>
      down && request.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : fetchMock(request),
    );
    const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, flaky]] });
    await allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST2' } });
    expect(scope.getState($failure)).toEqual({ kind: 'offline' });
    down = false;
    await allSettled(retried, { scope });
    expect(scope.getState($failure)).toBeNull();
    expect(scope.getState($status)).toBe('done');
  });

  test.each([
    ['VKO1012IST102', 'more infants than adults', 'search.error.infants', 'passengers'],
    ['MOW1012MOW1', 'a city to itself', 'search.error.samePlace', 'destination'],
  ] as const)('%s (%s) is refused without asking the server, and the form shows why', async (address, _, reason, field) => {
    const { fetchMock, calls } = fakeEngine();
    const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, fetchMock]] });
    await allSettled(resultsOpened, { scope, params: { params: address } });
    expect(calls).toEqual([]);
    expect(scope.getState($failure)).toEqual({ kind: 'invalid', reason, field });
    expect(scope.getState($errors)).toEqual({ [field]: reason });
    // Retrying cannot help, and does nothing.
    await allSettled(retried, { scope });
    expect(calls).toEqual([]);
  });
});
