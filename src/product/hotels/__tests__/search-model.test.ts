import { allSettled, fork, serialize } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { HotelResults } from '../../../contracts/hotels';
import { $location } from '../../../platform/router';
import { $started } from '../../../platform/start';
import { resultsFx, startSearchFx, type ResultsParams } from '../model/api';
import { $results, $status, searchOpened, viewChanged } from '../model/search';
import { emptyView } from '../model/search-url';

const searchId = '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11';
const address = { pathname: '/hotels/search', search: '?city=LED&check_in=2030-05-10&check_out=2030-05-12&adults=2&rooms=1' };

/** Sites answer one per request; `total` of them in all. */
const answer = ({ since }: ResultsParams, total = 3) =>
  ({
    search_id: searchId,
    next: since + 1,
    complete: since + 1 >= total,
    progress: (since + 1) / total,
    hotels: [],
    price_basis: 'stay',
    city: { code: 'LED', name: 'Saint Petersburg' },
  }) as unknown as HotelResults;

function world(client: boolean) {
  const start = vi.fn(async (_params: { key: string; query: unknown }) => ({ search_id: searchId, city: 'LED', nights: 2 }));
  const results = vi.fn(async (params: ResultsParams) => answer(params));
  const scope = fork({
    values: [
      [$started, client],
      [$location, address],
    ],
    handlers: [
      [startSearchFx, start],
      [resultsFx, results],
    ],
  });
  return { scope, start, results };
}

describe('hotel search model', () => {
  test('the server starts the search and renders the first answer only', async () => {
    const { scope, start, results } = world(false);
    await allSettled(searchOpened, { scope });
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![0]).toMatchObject({
      query: { city: 'LED', check_in: '2030-05-10', check_out: '2030-05-12', adults: 2, children: [], rooms: 1 },
    });
    expect(results.mock.calls.map(([params]) => params.since)).toEqual([0]);
    expect(scope.getState($status)).toBe('searching');
  });

  test('the browser asks again after each answer until every site has answered', async () => {
    const { scope, results } = world(true);
    await allSettled(searchOpened, { scope });
    expect(results.mock.calls.map(([params]) => params.since)).toEqual([0, 1, 2]);
    expect(scope.getState($results)?.complete).toBe(true);
    expect(scope.getState($status)).toBe('done');
  });

  test('the browser goes on from the answer the server rendered, without a second search', async () => {
    const server = world(false);
    await allSettled(searchOpened, { scope: server.scope });
    const { start, results } = world(true);
    // The client starts from the state the server's render serialized.
    const client = fork({
      values: { ...serialize(server.scope), [$started.sid!]: true, [$location.sid!]: address },
      handlers: [
        [startSearchFx, start],
        [resultsFx, results],
      ],
    });
    await allSettled(searchOpened, { scope: client });
    expect(start).not.toHaveBeenCalled();
    expect(results.mock.calls.map(([params]) => params.since)).toEqual([1, 2]);
  });

  test('another order asks the same search for its list again, from the start', async () => {
    const { scope, start, results } = world(true);
    await allSettled(searchOpened, { scope });
    results.mockClear();
    await allSettled(viewChanged, { scope, params: { ...emptyView, sort: 'rating' } });
    // The address changes (history is not bound here): the page reads it as the router would tell it.
    await allSettled($location, { scope, params: { ...address, search: `${address.search}&sort=rating` } });
    expect(start).toHaveBeenCalledTimes(1);
    expect(results.mock.calls.map(([params]) => [params.since, params.view.sort])).toEqual([
      [0, 'rating'],
      [1, 'rating'],
      [2, 'rating'],
    ]);
  });
});
