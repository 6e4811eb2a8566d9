import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $location, locationChanged, navigate, type NavigateParams } from '../../../platform/router';
import { $started } from '../../../platform/start';
import { resultsOpened } from '../model/results';
import { $filters, $sort, airlineToggled, rangeChanged, sortChanged } from '../model/view';

const pathname = '/search/VKO1012IST1';

function open(search: string) {
  const scope = fork({
    values: [
      [$started, false],
      [$location, { pathname, search }],
    ],
  });
  const navigations: NavigateParams[] = [];
  createWatch({ unit: navigate, scope, fn: (params) => navigations.push(params) });
  return { scope, navigations };
}

describe('the results view and the address', () => {
  test('opening the results reads the sort and the filters from the address (on the server too)', async () => {
    const { scope } = open('?marker=x&sort=cheapest&stops=0&price=abc');
    await allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST1' } });
    expect(scope.getState($sort)).toBe('cheapest');
    expect(scope.getState($filters)).toMatchObject({ stops: [0], price: null });
  });

  test('the address follows the changes once the traveller pauses, in one replaced entry, keeping other parameters', async () => {
    const { scope, navigations } = open('?marker=x&stops=0');
    await allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST1' } });
    await Promise.all([
      allSettled(airlineToggled, { scope, params: 'TK' }),
      allSettled(sortChanged, { scope, params: 'fastest' }),
      allSettled(rangeChanged, { scope, params: { group: 'price', range: { min: 0, max: 30_000 } } }),
    ]);
    expect(navigations).toEqual([{ to: `${pathname}?marker=x&sort=fastest&stops=0&price=-30000&airlines=TK`, replace: true }]);
  });

  test("an address changed under the page (back, forward) brings its view; the page's own change does not loop", async () => {
    const { scope, navigations } = open('');
    await allSettled(resultsOpened, { scope, params: { params: 'VKO1012IST1' } });
    await allSettled(locationChanged, { scope, params: { pathname, search: '?stops=1&sort=arrival' } });
    expect(scope.getState($sort)).toBe('arrival');
    expect(scope.getState($filters).stops).toEqual([1]);
    await allSettled(locationChanged, { scope, params: { pathname, search: '' } });
    expect(scope.getState($filters).stops).toEqual([]);
    expect(navigations).toEqual([]);
  });
});
