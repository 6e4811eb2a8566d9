import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SearchResults } from '../../../contracts';
import { fetchFx } from '../../../platform/request';
import { $started } from '../../../platform/start';
import { nextPollDelay, pollInterval } from '../model/poll';
import { $status, $tickets, resultsOpened, retried } from '../model/results';

const searchId = '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11';
const otherId = '0b7e5b43-2a8e-4f5c-9a52-6c7d1f0e2b3a';

const page = (id: string, since: number, total: number, withTicket: boolean): SearchResults => ({
  search_id: id,
  progress: Math.min(since + 1, total) / total,
  complete: since + 1 >= total,
  next: Math.min(since + 1, total),
  agencies_total: total,
  tickets: withTicket
    ? [
        {
          id: `t${since}`,
          segments: [
            {
              flights: [
                { carrier: 'TK', number: '414', origin: 'VKO', destination: 'IST', departure: '2099-12-10T08:00', arrival: '2099-12-10T11:50', duration: 230 },
              ],
              duration: 230,
            },
          ],
          offers: [{ agency_id: `a${since}`, agency_name: `a${since}`, price: 20_000 + since, baggage: true }],
        },
      ]
    : [],
  dictionary: { airports: {}, airlines: {} },
});

/**
 * A search engine whose results requests take `heldMs` each (a long poll holds them) and bring
 * one agency each, until `total` have answered. Records when each results request went out.
 */
function engine({ heldMs, total = 4, ids = [searchId] }: { heldMs: number; total?: number; ids?: string[] }) {
  const sent: { at: number; url: string }[] = [];
  let searches = 0;
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname.startsWith('/api/suggest/')) return new Response('[]', { status: 200 });
    if (request.method === 'POST') return new Response(JSON.stringify({ search_id: ids[searches++ % ids.length] }), { status: 200 });
    sent.push({ at: performance.now(), url: `${url.pathname}${url.search}` });
    await new Promise((resolve) => setTimeout(resolve, heldMs));
    const id = url.pathname.split('/')[5]!;
    return new Response(JSON.stringify(page(id, Number(url.searchParams.get('since')), total, true)), { status: 200 });
  });
  return { fetchMock, sent };
}

/** Opens the results address and lets the fake clock run until the search settles. */
async function search(fetchMock: (request: Request) => Promise<Response>) {
  const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, fetchMock]] });
  const settled = allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST2' } });
  await vi.advanceTimersByTimeAsync(10_000);
  await settled;
  return scope;
}

const gaps = (sent: { at: number }[]) => sent.slice(1).map((request, index) => request.at - sent[index]!.at);

describe('results requests', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('go out as soon as a held answer is read', async () => {
    const { fetchMock, sent } = engine({ heldMs: 400 });
    const scope = await search(fetchMock);
    expect(sent.map((request) => request.url)).toEqual([0, 1, 2, 3].map((since) => `/api/search/v1/searches/${searchId}/results?since=${since}&locale=ru`));
    // Each request went out when the one before it came back: no pause after an answer.
    expect(gaps(sent)).toEqual([400, 400, 400]);
    expect(scope.getState($status)).toBe('done');
    expect(scope.getState($tickets)).toHaveLength(4);
  });

  test('to a server that answers at once are paced: at most one every pollInterval', async () => {
    const { fetchMock, sent } = engine({ heldMs: 0, total: 5 });
    await search(fetchMock);
    expect(sent).toHaveLength(5);
    expect(gaps(sent)).toEqual([pollInterval, pollInterval, pollInterval, pollInterval]);
  });

  test('of a search started again are not sent on behalf of the earlier one', async () => {
    const { fetchMock, sent } = engine({ heldMs: 0, total: 3, ids: [searchId, otherId] });
    const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, fetchMock]] });
    const first = allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST2' } });
    // The first search's second request waits for its turn when the search starts again.
    await vi.advanceTimersByTimeAsync(pollInterval / 2);
    const again = allSettled(retried, { scope });
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all([first, again]);
    expect(sent.map((request) => request.url.split('/')[5])).toEqual([searchId, otherId, otherId, otherId]);
  });
});

describe('nextPollDelay', () => {
  test('is what is left of the interval since the request went out, never less than nothing nor more than the interval', () => {
    expect(nextPollDelay(1000, 1000)).toBe(pollInterval);
    expect(nextPollDelay(1000, 1100)).toBe(pollInterval - 100);
    expect(nextPollDelay(1000, 1000 + pollInterval)).toBe(0);
    // Held by the server for a second: at once.
    expect(nextPollDelay(1000, 2000)).toBe(0);
    // A clock that went back does not stretch the wait.
    expect(nextPollDelay(1000, 500)).toBe(pollInterval);
  });
});
