import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $currency, $language, $market } from '../../../platform/market';
import { fetchFx } from '../../../platform/request';
import { routesOpened } from '../../../platform/router';
import { $origin } from '../../search';
import {
  $mapChoice,
  $mapOrigin,
  initialMapChoice,
  isFiltered,
  mapBudgetChosen,
  mapDirectToggled,
  mapFiltersCleared,
  mapMonthChosen,
  mapOriginChosen,
  mapQuery,
  mapQueryOf,
  mapTripChosen,
  monthsFrom,
  originOptions,
} from '../model/map';
import { mapRoute } from '../routes';
import { labelSides } from '../ui/price-map';
import { clampView, fitView, viewBoxOf, zoomAround } from '../ui/use-pan-zoom';

const visit = { locale: 'uk', citizenship: 'UA', cards: ['ww_card'] as const, budgetRoubles: [15_000, 30_000, 60_000] };

describe('the price map’s model', () => {
  test('each filter becomes the price index’s query', () => {
    expect(mapQueryOf('IEV', initialMapChoice, visit)).toEqual({
      origin: 'IEV',
      kind: 'oneway',
      citizenship: 'UA',
      cards: 'ww_card',
      locale: 'uk',
      limit: 100,
    });
    expect(mapQueryOf('IEV', { ...initialMapChoice, trip: 'weekend' }, visit)).toMatchObject({ kind: 'return', max_days: 3 });
    expect(mapQueryOf('IEV', { ...initialMapChoice, trip: 'week' }, visit)).toMatchObject({ kind: 'return', min_days: 5, max_days: 14 });
    expect(mapQueryOf('IEV', { ...initialMapChoice, trip: 'return', month: '2027-01', budget: 2, direct: true, noVisa: true }, visit)).toEqual({
      origin: 'IEV',
      kind: 'return',
      period: '2027-01',
      max_price: 60_000,
      direct: true,
      visa: 'free,on_arrival',
      citizenship: 'UA',
      cards: 'ww_card',
      locale: 'uk',
      limit: 100,
    });
    expect(isFiltered(initialMapChoice)).toBe(false);
    expect(isFiltered({ ...initialMapChoice, origin: 'MOW' })).toBe(false);
    expect(isFiltered({ ...initialMapChoice, month: '2027-01' })).toBe(true);
  });

  test('months run on from the index’s first, across the year’s end', () => {
    expect(monthsFrom('2026-10')).toEqual(['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03']);
    expect(monthsFrom('2027-01', 2)).toEqual(['2027-01', '2027-02']);
  });

  test('the origin: the visitor’s choice, the form’s city, else the market’s home city; the sampled cities are offered by name', () => {
    expect(fork({ values: [[$market, 'ua']] }).getState($mapOrigin)).toBe('IEV');
    const airport = fork({ values: [[$origin, { code: 'SVO', name: 'Sheremetyevo', type: 'airport', cityCode: 'MOW' }]] });
    expect(airport.getState($mapOrigin)).toBe('MOW');
    expect(fork({ values: [[$market, 'zz']] }).getState($mapOrigin)).toBeNull();
    const place = (code: string, name: string) => ({ code, name, country_code: 'UA', country_name: 'Ukraine', coordinates: { lat: 0, lon: 0 } });
    const sampled = [place('IEV', 'Kyiv'), place('MOW', 'Moscow'), place('ALA', 'Almaty')];
    expect(originOptions(sampled, { code: 'IEV', name: 'Kyiv' })).toEqual([
      { value: 'ALA', label: 'Almaty' },
      { value: 'IEV', label: 'Kyiv' },
      { value: 'MOW', label: 'Moscow' },
    ]);
    // The map's own origin among them, by its name or, until it is known, its code.
    expect(originOptions(sampled, { code: 'ODS', name: 'Odesa' }).map(({ label }) => label)).toEqual(['Almaty', 'Kyiv', 'Moscow', 'Odesa']);
    expect(originOptions([], { code: 'ODS' })).toEqual([{ value: 'ODS', label: 'ODS' }]);
  });

  test('opens with the page, asks again on every filter, and clears the filters keeping the origin', async () => {
    const asked: URLSearchParams[] = [];
    const handler = vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/currency.json')) return new Response(JSON.stringify({ usd: 80 }));
      if (!url.pathname.endsWith('/v1/destinations')) return new Response('[]');
      asked.push(url.searchParams);
      const origin = url.searchParams.get('origin')!;
      return new Response(
        JSON.stringify({
          origin: { code: origin, name: origin, country_code: 'UA', country_name: 'Ukraine', coordinates: { lat: 50.45, lon: 30.52 } },
          from_month: '2026-03',
          fares: [],
          fresh_hours: 48,
          visa_basis: { source: 'test', as_of: '2025-10-01', citizenship_name: null },
        }),
      );
    });
    const scope = fork({
      values: [
        [$market, 'ua'],
        [$language, 'uk'],
        [$currency, 'uah'],
      ],
      handlers: [[fetchFx, handler]],
    });
    await allSettled(routesOpened, { scope, params: [{ route: mapRoute, params: {} }] });
    expect(asked.at(-1)?.get('origin')).toBe('IEV');
    expect(asked.at(-1)?.get('limit')).toBe('100');
    expect(scope.getState(mapQuery.$data)?.from_month).toBe('2026-03');

    await allSettled(mapTripChosen, { scope, params: 'weekend' });
    await allSettled(mapMonthChosen, { scope, params: '2026-05' });
    await allSettled(mapDirectToggled, { scope, params: true });
    await allSettled(mapBudgetChosen, { scope, params: 0 });
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ kind: 'return', max_days: '3', period: '2026-05', direct: 'true', max_price: '15000' });
    await allSettled(mapOriginChosen, { scope, params: 'MOW' });
    expect(asked.at(-1)?.get('origin')).toBe('MOW');
    await allSettled(mapFiltersCleared, { scope });
    expect(scope.getState($mapChoice)).toEqual({ ...initialMapChoice, origin: 'MOW' });
    expect(asked.at(-1)?.has('direct')).toBe(false);
  });
});

describe('the map’s view', () => {
  const [width, height] = [960, 500];

  test('stays inside the map, between the whole map and eight times closer', () => {
    expect(clampView({ zoom: 0.5, x: 0, y: 0 }, width, height)).toEqual({ zoom: 1, x: 480, y: 250 });
    expect(clampView({ zoom: 20, x: 0, y: 1000 }, width, height)).toEqual({ zoom: 8, x: 60, y: 500 - 31.25 });
    expect(viewBoxOf({ zoom: 2, x: 480, y: 250 }, width, height)).toBe('240 125 480 250');
  });

  test('zooms around a point that keeps its place on screen', () => {
    const view = zoomAround({ zoom: 1, x: 480, y: 250 }, 2, { x: 600, y: 300 }, width, height);
    expect(view).toEqual({ zoom: 2, x: 540, y: 275 });
    // The point was 120 units right of the centre at zoom 1 (120 px on a 960 px drawing): at zoom 2 it is 60 units, the same 120 px.
    expect((600 - view.x) * view.zoom).toBe(120);
  });

  test('opens on every point with a margin, or on the whole map for fewer than two', () => {
    expect(fitView([{ x: 500, y: 100 }], width, height)).toEqual({ zoom: 1, x: 480, y: 250 });
    const view = fitView(
      [
        { x: 500, y: 100 },
        { x: 580, y: 140 },
      ],
      width,
      height,
    );
    expect(view.zoom).toBeCloseTo(Math.min(960 / 160, 500 / 120));
    expect([view.x, view.y]).toEqual([540, 120]);
  });

  test('writes prices, cheapest first, right or else left of the dot, never over another label or dot', () => {
    const points = [
      { code: 'LWO', x: 100, y: 100, label: '1 000 ₴' },
      // Right under Lviv's label: Lviv's goes left, this one right.
      { code: 'KRK', x: 104, y: 104, label: '2 000 ₴' },
      // Between the two labels' rows and Lviv's dot: no room either side.
      { code: 'WAW', x: 100, y: 112, label: '3 000 ₴' },
      { code: 'IST', x: 300, y: 300, label: '4 000 ₴' },
    ];
    expect([...labelSides(points, { x: 0, y: 0 }, 1)]).toEqual([
      ['LWO', 'left'],
      ['KRK', 'right'],
      ['IST', 'right'],
    ]);
    // Four times closer, each has room on its right.
    expect([...labelSides(points, { x: 0, y: 0 }, 4).values()]).toEqual(['right', 'right', 'right', 'right']);
    // The origin's dot is kept clear too.
    expect([...labelSides(points.slice(3), { x: 310, y: 300 }, 1)]).toEqual([['IST', 'left']]);
  });
});
