import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { SearchResults, Ticket } from '../../../contracts';
import { fetchFx } from '../../../platform/request';
import { $started } from '../../../platform/start';
import { heldCount, mergeHeld, noPlacement, place, placedTickets, viewKey } from '../model/placement';
import { resultsOpened } from '../model/results';
import { $held, $matching, cardsSeen, newResultsShown, sortChanged, stopToggled } from '../model/view';

const ticket = (id: string, price: number, stops = 0): Ticket => ({
  id,
  segments: [
    {
      flights: Array.from({ length: stops + 1 }, () => ({
        carrier: 'TK',
        number: '414',
        origin: 'VKO',
        destination: 'IST',
        departure: '2099-12-10T08:00',
        arrival: '2099-12-10T11:50',
        duration: 230,
      })),
      duration: 230 + stops * 120,
    },
  ],
  offers: [{ agency_id: 'a', agency_name: 'A', price, baggage: true }],
});
const ids = (tickets: Ticket[]) => tickets.map((each) => each.id);
const best = viewKey('', 0);

describe('placing results while they stream in', () => {
  test('the first answer is placed in ranked order', () => {
    const placement = place(noPlacement, [ticket('a', 1), ticket('b', 2)], best);
    expect(placement.ids).toEqual(['a', 'b']);
  });

  test('later arrivals, even cheaper ones, wait; cards on screen keep their order and their latest offers', () => {
    const first = place(noPlacement, [ticket('a', 10), ticket('b', 20)], best);
    const ranked = [ticket('c', 5), ticket('b', 8), ticket('a', 10)];
    const later = place(first, ranked, best);
    expect(later).toBe(first);
    expect(ids(placedTickets(later, ranked))).toEqual(['a', 'b']);
    expect(placedTickets(later, ranked)[1]!.offers[0]!.price).toBe(8);
    expect(heldCount(later, ranked)).toBe(1);
  });

  test('a choice of the traveller (sort, filter, show new results) places the whole ranking', () => {
    const first = place(noPlacement, [ticket('a', 10)], best);
    const ranked = [ticket('c', 5), ticket('a', 10)];
    for (const view of [viewKey('sort=cheapest', 0), viewKey('stops=0', 0), viewKey('', 1)]) {
      const placed = place(first, ranked, view);
      expect(placed.ids).toEqual(['c', 'a']);
      expect(heldCount(placed, ranked)).toBe(0);
    }
  });

  test('when the search ends, the held tickets join the list below the cards seen, which keep their places', () => {
    const first = place(noPlacement, [ticket('a', 10), ticket('b', 20), ticket('c', 30)], best);
    const ranked = [ticket('x', 5), ticket('a', 10), ticket('y', 15), ticket('b', 20), ticket('c', 30)];
    expect(mergeHeld(first, ranked, 2).ids).toEqual(['a', 'b', 'x', 'y', 'c']);
    expect(mergeHeld(first, ranked, 0).ids).toEqual(['x', 'a', 'y', 'b', 'c']);
    // More seen than placed: every placed card keeps its place, the rest follow.
    expect(mergeHeld(first, ranked, 9).ids).toEqual(['a', 'b', 'c', 'x', 'y']);
    expect(heldCount(mergeHeld(first, ranked, 1), ranked)).toBe(0);
  });

  test('a new search, whose tickets are none of those placed, is placed afresh', () => {
    const first = place(noPlacement, [ticket('a', 10)], best);
    expect(place(place(first, [], best), [ticket('x', 1)], best).ids).toEqual(['x']);
  });
});

describe('the results view', () => {
  const searchId = '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11';
  const batch = (since: number, tickets: Ticket[], complete = false): SearchResults => ({
    search_id: searchId,
    progress: complete ? 1 : (since + 1) / 3,
    complete,
    next: since + 1,
    agencies_total: 3,
    tickets,
    dictionary: { airports: {}, airlines: {} },
  });
  // The second agency finds a cheaper ticket with a stop; the third nothing new.
  const batches = [batch(0, [ticket('t1', 20_000), ticket('t2', 24_000)]), batch(1, [ticket('t3', 9_000, 1)]), batch(2, [], true)];
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname.startsWith('/api/suggest/')) return new Response('[]', { headers: { 'content-type': 'application/json' } });
    const body = request.method === 'POST' ? { search_id: searchId } : batches[Number(url.searchParams.get('since'))];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });

  /**
   * Runs a search whose last batch waits until the test has looked at the page while it ran:
   * `whileRunning` is called then, with the scope.
   */
  async function search(whileRunning: (scope: Scope) => void) {
    const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, fetchMock]] });
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url, 'http://test');
      if (url.pathname.startsWith('/api/suggest/')) return new Response('[]', { headers: { 'content-type': 'application/json' } });
      const since = Number(url.searchParams.get('since'));
      if (request.method === 'GET' && since === batches.length - 1) whileRunning(scope);
      const body = request.method === 'POST' ? { search_id: searchId } : batches[since];
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    await allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST1' } });
    return scope;
  }

  test('while the search runs, later tickets wait behind a control; the control shows them on top', async () => {
    const running: { held: number; ids: string[] }[] = [];
    const scope = await search((scope) => {
      running.push({ held: scope.getState($held), ids: ids(scope.getState($matching)) });
      scopeBind(newResultsShown, { scope })();
      running.push({ held: scope.getState($held), ids: ids(scope.getState($matching)) });
    });
    expect(running).toEqual([
      { held: 1, ids: ['t1', 't2'] },
      { held: 0, ids: ['t3', 't1', 't2'] },
    ]);
    expect(scope.getState($held)).toBe(0);

    // Filters re-rank what they let through; nothing is held.
    await allSettled(stopToggled, { scope, params: 0 });
    expect(ids(scope.getState($matching))).toEqual(['t1', 't2']);
    await allSettled(stopToggled, { scope, params: 0 });
    await allSettled(sortChanged, { scope, params: 'fastest' });
    expect(ids(scope.getState($matching))).toEqual(['t1', 't2', 't3']);
    expect(scope.getState($held)).toBe(0);
  });

  test('when the search ends, what was held joins the list by itself, below the cards seen', async () => {
    const scope = await search((scope) => scopeBind(cardsSeen, { scope })(1));
    expect(scope.getState($held)).toBe(0);
    expect(ids(scope.getState($matching))).toEqual(['t1', 't3', 't2']);
  });

  test('with no card seen yet, the ended search shows the whole ranking', async () => {
    const scope = await search(() => {});
    expect(scope.getState($held)).toBe(0);
    expect(ids(scope.getState($matching))).toEqual(['t3', 't1', 't2']);
  });

  test('a last batch that brings tickets is merged too', async () => {
    batches[2] = batch(2, [ticket('t4', 5_000)], true);
    try {
      const scope = await search((scope) => scopeBind(cardsSeen, { scope })(2));
      expect(scope.getState($held)).toBe(0);
      expect(ids(scope.getState($matching)).slice(0, 2)).toEqual(['t1', 't2']);
      expect(ids(scope.getState($matching)).sort()).toEqual(['t1', 't2', 't3', 't4']);
    } finally {
      batches[2] = batch(2, [], true);
    }
  });
});
