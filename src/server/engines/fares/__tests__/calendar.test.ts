import { describe, expect, test } from 'vitest';
import type { SearchQuery } from '../../../../contracts';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { graphCells, gridCells, lowestOffer, monthCells, priceCells, type PriceMemo } from '../calendar';
import { SimulatedFareProvider } from '../simulated';
import type { FareProvider } from '../types';

const provider = new SimulatedFareProvider(placesFixture);
const now = new Date('2026-03-02T09:00:00Z');
const roundTrip = searchQuery({ departDate: '2026-03-04', returnDate: '2026-03-06' }) as SearchQuery & { returnDate: string };
const searchMin = (query: SearchQuery) => lowestOffer(provider.search(query, { startedAt: now }));
const memo = (): PriceMemo & { size: number } => {
  const map = new Map<string, number | null>();
  return {
    get: (key) => map.get(key),
    set: (key, price) => void map.set(key, price),
    get size() {
      return map.size;
    },
  };
};

describe('lowest prices of the fare engine', () => {
  test('are exactly the cheapest offer the same search shows', () => {
    const price = provider.lowestPrices({ startedAt: now });
    const queries = [
      searchQuery(),
      searchQuery({ returnDate: '2026-04-17' }),
      searchQuery({ origin: 'LED', destination: 'AYT', departDate: '2026-06-01', passengers: { adults: 2, children: 1, infants: 1 } }),
      searchQuery({ origin: 'MOW', destination: 'DXB', departDate: '2026-05-05', returnDate: '2026-05-12', tripClass: 'C' }),
    ];
    for (const query of queries) {
      expect(price(query)).not.toBeNull();
      expect(price(query)).toBe(searchMin(query));
    }
  });
});

describe('calendar cells', () => {
  test('a round trip has a 7 × 7 grid around its dates; impossible pairs are not searches', () => {
    const { departDates, returnDates, cells } = gridCells(roundTrip, placesFixture, now);
    expect(departDates).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(returnDates[0]).toBe('2026-03-03');
    expect(returnDates[6]).toBe('2026-03-09');
    expect(cells).toHaveLength(49);
    const at = (depart: string, back: string) => cells.find((c) => c.departDate === depart && c.returnDate === back)!;
    expect(at('2026-03-01', '2026-03-05').query).toBeUndefined(); // yesterday
    expect(at('2026-03-07', '2026-03-03').query).toBeUndefined(); // back before leaving
    expect(at('2026-03-04', '2026-03-06').query).toEqual(roundTrip);
    expect(cells.filter((c) => c.query)).toHaveLength(49 - 7 - 10);
  });

  test('a one-way trip has the month of its departure, past days unavailable', () => {
    const cells = monthCells(searchQuery({ departDate: '2026-03-20' }), placesFixture, now);
    expect(cells).toHaveLength(31);
    expect(cells[0]!.departDate).toBe('2026-03-01');
    expect(cells.filter((c) => !c.query).map((c) => c.departDate)).toEqual(['2026-03-01']);
    expect(monthCells(searchQuery({ departDate: '2026-02-20' }), placesFixture, now)).toHaveLength(28);
  });

  test('the graph starts today at the origin and keeps the trip length', () => {
    const cells = graphCells(roundTrip, placesFixture, now, 56);
    expect(cells).toHaveLength(56);
    expect(cells[0]).toMatchObject({ departDate: '2026-03-02', returnDate: '2026-03-04' });
    expect(cells[55]).toMatchObject({ departDate: '2026-04-26', returnDate: '2026-04-28' });
    expect(cells.every((c) => c.query)).toBe(true);
  });

  test('days beyond the horizon are unavailable', () => {
    // The horizon is 364 days (searchHorizonDays): from 2 March 2026, the last day is 1 March 2027.
    const cells = monthCells(searchQuery({ departDate: '2027-03-01' }), placesFixture, now);
    expect(cells.filter((c) => c.query).map((c) => c.departDate)).toEqual(['2027-03-01']);
  });
});

describe('priceCells', () => {
  test('prices each searchable cell as its search would, and remembers them', async () => {
    const { cells } = gridCells(roundTrip, placesFixture, now);
    const known = memo();
    const prices = await priceCells(cells, provider, now, known);
    cells.forEach((c, i) => expect(prices[i]).toBe(c.query ? searchMin(c.query) : null));
    expect(known.size).toBe(32);
    const counting: FareProvider = { agencies: provider.agencies, search: (q, c) => (calls++, provider.search(q, c)) };
    let calls = 0;
    expect(await priceCells(cells, counting, now, known)).toEqual(prices);
    expect(calls).toBe(0);
  });

  test('without a cheaper way it runs each search', async () => {
    const cells = monthCells(searchQuery({ departDate: '2026-03-20' }), placesFixture, now).slice(0, 5);
    const plain: FareProvider = { agencies: provider.agencies, search: (q, c) => provider.search(q, c) };
    expect(await priceCells(cells, plain, now, memo())).toEqual(cells.map((c) => (c.query ? searchMin(c.query) : null)));
  });

  test('lets other work in between days', async () => {
    const cells = graphCells(searchQuery(), placesFixture, now, 6);
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    await priceCells(cells, provider, now, memo(), 0).then(() => order.push('priced'));
    expect(order).toEqual(['other work', 'priced']);
  });
});
