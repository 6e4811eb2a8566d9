import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import type { SearchResults, Ticket } from '../../../contracts';
import { fetchFx } from '../../../platform/request';
import { $jwt } from '../../../platform/session';
import { $started } from '../../../platform/start';
import { localSearches } from '../../../platform/user';
import { resultsOpened } from '../model/results';

const searchId = '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11';
const ticket = (id: string, price: number): Ticket => ({
  id,
  segments: [
    {
      flights: [{ carrier: 'TK', number: '414', origin: 'VKO', destination: 'IST', departure: '2099-12-10T08:00', arrival: '2099-12-10T11:50', duration: 230 }],
      duration: 230,
    },
  ],
  offers: [{ agency_id: 'a', agency_name: 'a', price, baggage: true }],
});
const batch: SearchResults = {
  search_id: searchId,
  progress: 1,
  complete: true,
  next: 1,
  agencies_total: 1,
  tickets: [ticket('dear', 30_000), ticket('cheap', 12_000)],
  dictionary: { airports: {}, airlines: {} },
};

function engine(saved: unknown[]) {
  return async (request: Request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v2/user/searches/') {
      const { search } = (await request.json()) as { search: { id?: string; ticket: Ticket; search_params: unknown } };
      saved.push(search);
      return new Response(JSON.stringify({ search: { ...search, id: 'x', created_at: '2099-01-01T00:00:00.000Z' } }), { status: 200 });
    }
    if (url.pathname.startsWith('/api/suggest/')) return new Response('[]', { status: 200 });
    const body = request.method === 'POST' ? { search_id: searchId } : batch;
    return new Response(JSON.stringify(body), { status: 200 });
  };
}

describe('a finished search joins the history (spec §3, §6)', () => {
  test('anonymous: kept in the browser with its cheapest ticket', async () => {
    const saved: unknown[] = [];
    const scope = fork({ values: [[$started, true]], handlers: [[fetchFx, engine(saved)]] });
    await allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST1' } });
    const [entry] = scope.getState(localSearches.$searches);
    expect(entry?.search_params).toMatchObject({ origin: 'VKO', destination: 'IST' });
    expect(entry?.ticket.id).toBe('cheap');
    expect(saved).toEqual([]);
  });

  test('with a session: sent to the account', async () => {
    const saved: { ticket: Ticket }[] = [];
    const scope = fork({
      values: [
        [$started, true],
        [$jwt, 'token'],
      ],
      handlers: [[fetchFx, engine(saved)]],
    });
    await allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST1' } });
    expect(saved.map((search) => search.ticket.id)).toEqual(['cheap']);
    expect(scope.getState(localSearches.$searches)).toEqual([]);
  });
});
