import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SearchResults, Ticket } from '../../../contracts';
import { fetchFx } from '../../../platform/request';
import { $started } from '../../../platform/start';
import { $dictionary } from '../model/dictionary';
import { $destination, $origin } from '../model/form';
import { resolvePlacesFx } from '../model/places';
import { $agencies, $invalidAddress, $progress, $query, $status, $tickets, resultsOpened } from '../model/results';

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

/** A search engine that answers in three batches, one per poll. */
function fakeEngine() {
  const batches: SearchResults[] = [
    { search_id: searchId, progress: 1 / 3, complete: false, next: 1, agencies_total: 3, tickets: [ticket('t1', 20_000, 'a')], dictionary: { airports: { VKO: { name: 'Vnukovo', city: 'Moscow' } }, airlines: { TK: 'Turkish Airlines' } } },
    { search_id: searchId, progress: 2 / 3, complete: false, next: 2, agencies_total: 3, tickets: [ticket('t1', 18_000, 'b'), ticket('t2', 25_000, 'b')], dictionary: { airports: { IST: { name: 'Istanbul Airport', city: 'Istanbul' } }, airlines: {} } },
    { search_id: searchId, progress: 1, complete: true, next: 3, agencies_total: 3, tickets: [], dictionary: { airports: {}, airlines: {} } },
  ];
  const calls: string[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url, 'http://test');
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const body = request.method === 'POST' ? { search_id: searchId } : batches[Number(url.searchParams.get('since'))];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetchMock, calls };
}

// Requests use paths relative to the page's origin.
beforeEach(() => vi.stubGlobal('window', { location: { origin: 'http://test' } }));
afterEach(() => vi.unstubAllGlobals());

describe('results model', () => {
  test('a results address starts the search and polls until every agency answered', async () => {
    const { fetchMock, calls } = fakeEngine();
    const scope = fork({
      values: [[$started, true]],
      handlers: [
        [fetchFx, fetchMock],
        [resolvePlacesFx, async () => ({ VKO: { code: 'VKO', name: 'Vnukovo', type: 'airport' }, IST: { code: 'IST', name: 'Istanbul', type: 'city' } })],
      ],
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
    const { fetchMock } = fakeEngine();
    const scope = fork({ handlers: [[fetchFx, fetchMock], [resolvePlacesFx, async () => ({})]] });
    await allSettled(resultsOpened, { scope, params: { params: 'MOW1012IST1' } });
    expect(scope.getState($query)?.origin).toBe('MOW');
    expect(scope.getState($origin)?.code).toBe('MOW');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a failed search says so', async () => {
    const failing = vi.fn(async () => new Response('{}', { status: 500 }));
    const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, failing], [resolvePlacesFx, async () => ({})]] });
    await allSettled(resultsOpened, { scope, params: { params: 'MOW1012IST1' } });
    expect(scope.getState($status)).toBe('error');
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
