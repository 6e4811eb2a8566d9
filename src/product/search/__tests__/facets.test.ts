import { describe, expect, test } from 'vitest';
import { facets, type Facet } from '../model/facets';
import { noFilters, withLeg, type TicketFilters } from '../model/filters';
import { alliances, fareBasis, tickets } from './tickets.fixture';

const of = (change: Partial<TicketFilters>) => facets(tickets, { ...noFilters, ...change }, fareBasis, alliances);
const counts = <V>(list: Facet<V>[]) => Object.fromEntries(list.map((facet) => [String(facet.value), [facet.count, facet.minPrice]]));

describe('facets', () => {
  test('without filters: every value with its tickets and the cheapest of them', () => {
    const result = of({});
    expect(counts(result.stops)).toEqual({ 0: [2, 18_000], 1: [1, 12_000], 2: [1, 9_000] });
    expect(counts(result.airlines)).toEqual({ SU: [1, 20_000], TK: [2, 12_000], PC: [1, 12_000], U6: [1, 9_000], HY: [1, 9_000] });
    // Cheapest first.
    expect(result.airlines.map((facet) => facet.value)).toEqual(['HY', 'U6', 'PC', 'TK', 'SU']);
    expect(counts(result.alliances)).toEqual({ star: [1, 18_000], skyteam: [1, 20_000] });
    expect(result.agencies).toEqual([
      { value: 'a1', name: 'Agency 1', count: 3, minPrice: 9_000 },
      { value: 'a2', name: 'Agency 2', count: 2, minPrice: 12_000 },
    ]);
    // Every ticket without a bag; two carry one (the fixture's fares sell none on top), none two.
    expect(counts(result.bags)).toEqual({ 0: [4, 9_000], 1: [2, 18_000], 2: [0, Infinity] });
    expect(result.legs.map((leg) => [counts(leg.from), counts(leg.to)])).toEqual([
      [{ SVO: [2, 12_000], VKO: [1, 18_000], DME: [1, 9_000] }, { IST: [4, 9_000] }],
      [{ IST: [4, 9_000] }, { SVO: [1, 20_000], VKO: [1, 18_000], DME: [2, 9_000] }],
    ]);
  });

  test('the ranges span every ticket found', () => {
    const result = of({ stops: [0] });
    expect(result.price).toEqual({ min: 9_000, max: 23_000 });
    expect(result.duration).toEqual({ min: 480, max: 1590 });
    expect(result.layover).toEqual({ min: 60, max: 720 });
  });

  test("a group's counts follow every other filter but not its own", () => {
    const result = of({ airlines: ['TK'] });
    // Stops count only Turkish Airlines tickets now…
    expect(counts(result.stops)).toEqual({ 0: [1, 18_000], 1: [1, 12_000], 2: [0, Infinity] });
    // …while each airline still counts what checking it would show.
    expect(counts(result.airlines)).toEqual({ SU: [1, 20_000], TK: [2, 12_000], PC: [1, 12_000], U6: [1, 9_000], HY: [1, 9_000] });
  });

  test('with two groups active each counts under the other', () => {
    const result = of({ stops: [0], airlines: ['TK'] });
    expect(counts(result.airlines)).toEqual({ SU: [1, 20_000], TK: [1, 18_000], PC: [0, Infinity], U6: [0, Infinity], HY: [0, Infinity] });
    expect(counts(result.stops)).toEqual({ 0: [1, 18_000], 1: [1, 12_000], 2: [0, Infinity] });
    // Groups neither filter touches count the tickets shown.
    expect(counts(result.alliances)).toEqual({ star: [1, 18_000], skyteam: [0, Infinity] });
  });

  test('bags and agencies count with each other, at the prices of the offers they leave', () => {
    expect(counts(of({ agencies: ['a2'] }).bags)).toEqual({ 0: [2, 12_000], 1: [1, 23_000], 2: [0, Infinity] });
    expect(counts(of({ bags: 1 }).agencies)).toEqual({ a1: [1, 18_000], a2: [1, 23_000] });
    // Other groups are priced with the bags: direct flights with a bag from 18 000.
    expect(counts(of({ bags: 1 }).stops)).toEqual({ 0: [2, 18_000], 1: [0, Infinity], 2: [0, Infinity] });
  });

  test('the price filter narrows the other counts', () => {
    const result = of({ price: { min: 0, max: 15_000 } });
    expect(counts(result.stops)).toEqual({ 0: [0, Infinity], 1: [1, 12_000], 2: [1, 9_000] });
    expect(counts(result.bags)).toEqual({ 0: [2, 9_000], 1: [0, Infinity], 2: [0, Infinity] });
  });

  test("a leg's airports count under the other legs' filters", () => {
    const result = facets(tickets, withLeg(noFilters, 1, { to: ['DME'] }), fareBasis, alliances);
    expect(counts(result.legs[0]!.from)).toEqual({ SVO: [1, 12_000], VKO: [0, Infinity], DME: [1, 9_000] });
    expect(counts(result.legs[1]!.to)).toEqual({ SVO: [1, 20_000], VKO: [1, 18_000], DME: [2, 9_000] });
  });

  test('no tickets, no values', () => {
    const result = facets([], noFilters, fareBasis);
    expect(result.stops).toEqual([]);
    expect(result.price).toBeNull();
    expect(result.legs).toEqual([]);
  });
});
