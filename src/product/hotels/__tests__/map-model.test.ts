import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { HotelCard, HotelResults } from '../../../contracts/hotels';
import { $location, navigate, type NavigateParams } from '../../../platform/router';
import { $started } from '../../../platform/start';
import { resultsFx, startSearchFx, type ResultsParams } from '../model/api';
import { $chosenHotel, hotelChosen, hotelPoints, pointsKey } from '../model/map';
import { $layout, layoutChanged, searchOpened, viewChanged } from '../model/search';
import { emptyView } from '../model/search-url';

const searchId = '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11';
const address = { pathname: '/hotels/search', search: '?city=LED&check_in=2030-05-10&check_out=2030-05-12&adults=2&rooms=1' };
const card = (id: string, lat: number, lon: number) => ({ id, coordinates: { lat, lon } }) as HotelCard;

function world(search = address.search) {
  const results = vi.fn(
    async ({ since }: ResultsParams) =>
      ({
        search_id: searchId,
        next: since + 1,
        complete: true,
        progress: 1,
        hotels: [],
        price_basis: 'stay',
        city: { code: 'LED', name: 'Saint Petersburg' },
      }) as unknown as HotelResults,
  );
  const scope = fork({
    values: [
      [$started, true],
      [$location, { ...address, search }],
    ],
    handlers: [
      [startSearchFx, async () => ({ search_id: searchId, city: 'LED', nights: 2 })],
      [resultsFx, results],
    ],
  });
  const navigations: NavigateParams[] = [];
  createWatch({ unit: navigate, scope, fn: (params) => navigations.push(params) });
  return { scope, results, navigations };
}

describe('the hotels map', () => {
  test("its points are the list's hotels in the list's order, longitude and latitude from each card", () => {
    expect(hotelPoints([card('LED-2', 59.95, 30.31), card('LED-1', 59.93, 30.36)])).toEqual([
      { id: 'LED-2', lat: 59.95, lon: 30.31 },
      { id: 'LED-1', lat: 59.93, lon: 30.36 },
    ]);
    // Another set of hotels (a filter) names another camera fit; the same set the same one.
    const results = { search_id: searchId, hotels: [card('LED-2', 0, 0), card('LED-1', 0, 0)] };
    expect(pointsKey(results)).toBe(pointsKey({ ...results }));
    expect(pointsKey(results)).not.toBe(pointsKey({ ...results, hotels: results.hotels.slice(1) }));
    expect(pointsKey(null)).toBe('');
  });

  test('showing the map is a new address of its own (back returns to the list) and asks the API for nothing', async () => {
    const { scope, results, navigations } = world();
    await allSettled(searchOpened, { scope });
    expect(scope.getState($layout)).toBe('list');
    results.mockClear();
    await allSettled(layoutChanged, { scope, params: 'map' });
    expect(navigations).toHaveLength(1);
    expect(navigations[0]!.replace).toBeUndefined();
    expect(navigations[0]!.to).toMatch(/^\/hotels\/search\?city=LED&.*view=map/);
    // The router tells the page of its new address: the layout follows, the list is not asked again.
    await allSettled($location, { scope, params: { ...address, search: `${address.search}&view=map` } });
    expect(scope.getState($layout)).toBe('map');
    expect(results).not.toHaveBeenCalled();
    // The same layout again is no new address.
    await allSettled(layoutChanged, { scope, params: 'map' });
    expect(navigations).toHaveLength(1);
  });

  test('a filter changed beside the map keeps it shown; an address with the map opens with it', async () => {
    const { scope, navigations } = world(`${address.search}&view=map`);
    await allSettled(searchOpened, { scope });
    expect(scope.getState($layout)).toBe('map');
    await allSettled(viewChanged, { scope, params: { ...emptyView, stars: [4, 5] } });
    expect(navigations.at(-1)).toMatchObject({ replace: true });
    expect(navigations.at(-1)!.to).toMatch(/stars=4%2C5.*view=map|stars=4,5.*view=map/);
  });

  test('a marker chosen on the map is forgotten when the layout changes', async () => {
    const { scope } = world(`${address.search}&view=map`);
    await allSettled(searchOpened, { scope });
    await allSettled(hotelChosen, { scope, params: 'LED-3' });
    expect(scope.getState($chosenHotel)).toBe('LED-3');
    await allSettled(layoutChanged, { scope, params: 'list' });
    expect(scope.getState($chosenHotel)).toBeNull();
  });
});
