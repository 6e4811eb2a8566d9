import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SearchResults, StartSearchResponse } from '../../../../contracts';
import { agencies } from '../../../engines/fares';
import { placesFixture } from '../../../testing/places-fixture';
import { manualTimers } from '../../../testing/manual-timers';
import { searchQuery } from '../../../testing/search-query';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { searchApi } from '..';
import { gatherWindowMs, resultsWaitMs } from '../../../long-poll';

// Every instance runs on a clock the tests move by hand, with timers that run only when the tests
// say so: what a held request does at each moment is seen without sleeping.
let clock = Date.parse('2026-03-02T09:00:00Z');
const timers = manualTimers(() => clock);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture });
  const options = { now: () => clock, timers: timers.timers };
  await t.app.register(searchApi, { prefix: '/held', ...options });
  // Agencies ten times quicker: the first three answer within 50 ms of each other (20, 45, 70 ms).
  await t.app.register(searchApi, { prefix: '/quick', ...options, delayScale: 0.1 });
  // Ten times slower: the first agency answers after 2 s, past the longest wait.
  await t.app.register(searchApi, { prefix: '/slow', ...options, delayScale: 10 });
});
afterAll(() => t.close());

const first = agencies[0]!.delayMs;

async function start(prefix: string) {
  const response = await t.app.inject({ method: 'POST', url: `${prefix}/v1/searches`, payload: searchQuery() });
  expect(response.statusCode, response.body).toBe(201);
  return { id: StartSearchResponse.parse(response.json()).search_id, startedAt: clock };
}

/** A results request that may be held: `answered()` tells whether it has come back yet. */
function poll(prefix: string, id: string, since: number) {
  let answered = false;
  const response = t.app.inject({ method: 'GET', url: `${prefix}/v1/searches/${id}/results?since=${since}&locale=en` }).then((reply) => {
    answered = true;
    expect(reply.statusCode, reply.body).toBe(200);
    return SearchResults.parse(reply.json());
  });
  return { response, answered: () => answered };
}

/** Waits until the request is held: its longest-wait timer and the search's next-answer timer are set. */
const held = (count = 2) => vi.waitFor(() => expect(timers.pending).toBe(count));

async function moveTo(startedAt: number, elapsed: number) {
  clock = startedAt + elapsed;
  await timers.runDue();
}

describe('a results request with nothing new is held', () => {
  test('until the next agency answers, then for the gathering window, and no longer', async () => {
    const { id, startedAt } = await start('/held');
    const request = poll('/held', id, 0);
    await held();

    await moveTo(startedAt, first - 1);
    expect(request.answered()).toBe(false);
    await moveTo(startedAt, first);
    expect(request.answered()).toBe(false);
    await moveTo(startedAt, first + gatherWindowMs);
    const page = await request.response;
    expect(page).toMatchObject({ search_id: id, complete: false, next: 1, progress: 1 / page.agencies_total });
    expect(page.tickets.length).toBeGreaterThan(0);
    expect(timers.pending).toBe(0);
  });

  test('agencies answering within the gathering window come as one batch', async () => {
    const { id, startedAt } = await start('/quick');
    const request = poll('/quick', id, 0);
    await held();
    await moveTo(startedAt, 20);
    await moveTo(startedAt, 45);
    expect(request.answered()).toBe(false);
    await moveTo(startedAt, 20 + gatherWindowMs);
    const page = await request.response;
    expect(page.next).toBe(3);
    expect(new Set(page.tickets.flatMap((ticket) => ticket.offers.map((offer) => offer.agency_id)))).toEqual(
      new Set(agencies.slice(0, 3).map((agency) => agency.id)),
    );
  });

  test('for at most the longest wait when no agency answers, and then answered with nothing new', async () => {
    const { id, startedAt } = await start('/slow');
    const request = poll('/slow', id, 0);
    await held();
    await moveTo(startedAt, resultsWaitMs - 1);
    expect(request.answered()).toBe(false);
    await moveTo(startedAt, resultsWaitMs);
    expect(await request.response).toMatchObject({ search_id: id, progress: 0, complete: false, next: 0, tickets: [] });
    expect(timers.pending).toBe(0);
  });

  test('until the client disconnects: nothing is left waiting, and others waiting on the search still are', async () => {
    const { id, startedAt } = await start('/held');
    const staying = poll('/held', id, 0);
    await held();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const leaving = new AbortController();
    const gone = fetch(`${address}/held/v1/searches/${id}/results?since=0`, { signal: leaving.signal }).catch((error: unknown) => error);
    // Its own longest wait joins the first request's and the search's one next-answer timer.
    await held(3);
    leaving.abort();
    expect(await gone).toMatchObject({ name: 'AbortError' });
    await held(2);

    await moveTo(startedAt, first + gatherWindowMs);
    expect((await staying.response).next).toBe(1);
    expect(timers.pending).toBe(0);
  });
});

describe('a results request is answered at once', () => {
  test('when the search is complete', async () => {
    const { id, startedAt } = await start('/held');
    clock = startedAt + 3000;
    const all = await poll('/held', id, 0).response;
    expect(all).toMatchObject({ complete: true, progress: 1, next: all.agencies_total });
    expect(await poll('/held', id, all.next).response).toMatchObject({ complete: true, next: all.agencies_total, tickets: [] });
    expect(timers.pending).toBe(0);
  });

  test('when its first unseen answer arrived longer than the gathering window ago', async () => {
    const { id, startedAt } = await start('/held');
    clock = startedAt + agencies[2]!.delayMs + gatherWindowMs;
    expect(await poll('/held', id, 1).response).toMatchObject({ complete: false, next: 3 });
    expect(timers.pending).toBe(0);
  });
});
