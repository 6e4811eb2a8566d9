import { describe, expect, test } from 'vitest';
import type { Ticket } from '../../../contracts';
import { mergeTickets } from '../model/merge';
import { applyFilters, facets, sortTickets } from '../model/ticket-list';

const flight = (carrier: string, origin: string, destination: string, duration: number) => ({
  carrier,
  number: '100',
  origin,
  destination,
  departure: '2026-12-10T08:00',
  arrival: '2026-12-10T12:00',
  duration,
});
const ticket = (id: string, price: number, duration: number, carriers: string[], agency = 'a1'): Ticket => ({
  id,
  segments: [
    {
      flights: carriers.map((carrier, index) => flight(carrier, index === 0 ? 'SVO' : 'X', index === carriers.length - 1 ? 'IST' : 'X', 60)),
      duration,
    },
  ],
  offers: [{ agency_id: agency, agency_name: agency.toUpperCase(), price, baggage: false }],
});

const cheapSlow = ticket('cheap', 10_000, 900, ['PC', 'PC']);
const dearFast = ticket('fast', 30_000, 240, ['SU']);
const middle = ticket('mid', 14_000, 300, ['TK']);
const twoStops = ticket('two', 9_000, 1500, ['U6', 'U6', 'U6']);

describe('ticket list', () => {
  test('sorting by price, by time and by the best balance', () => {
    const all = [dearFast, cheapSlow, middle, twoStops];
    expect(sortTickets(all, 'cheapest').map((t) => t.id)).toEqual(['two', 'cheap', 'mid', 'fast']);
    expect(sortTickets(all, 'fastest').map((t) => t.id)).toEqual(['fast', 'mid', 'cheap', 'two']);
    expect(sortTickets(all, 'best')[0]!.id).toBe('mid');
  });

  test('filters by stops (2 means two or more) and by airline', () => {
    const all = [dearFast, cheapSlow, middle, twoStops];
    expect(applyFilters(all, { stops: [0], airlines: [] }).map((t) => t.id)).toEqual(['fast', 'mid']);
    expect(applyFilters(all, { stops: [2], airlines: [] }).map((t) => t.id)).toEqual(['two']);
    expect(applyFilters(all, { stops: [], airlines: ['PC', 'SU'] }).map((t) => t.id)).toEqual(['fast', 'cheap']);
    expect(applyFilters(all, { stops: [0], airlines: ['PC'] })).toEqual([]);
  });

  test('facets count tickets and keep the cheapest price per value', () => {
    const result = facets([dearFast, cheapSlow, middle, twoStops]);
    expect(result.stops).toEqual([
      { value: 0, count: 2, minPrice: 14_000 },
      { value: 1, count: 1, minPrice: 10_000 },
      { value: 2, count: 1, minPrice: 9_000 },
    ]);
    expect(result.airlines.map((f) => f.value)).toEqual(['U6', 'PC', 'TK', 'SU']);
  });

  test('merging adds new tickets and joins offers of known ones, cheapest first', () => {
    const first = mergeTickets([], [middle, dearFast]);
    const second = mergeTickets(first, [ticket('mid', 12_500, 300, ['TK'], 'b2'), cheapSlow]);
    expect(second.map((t) => t.id)).toEqual(['mid', 'fast', 'cheap']);
    expect(second[0]!.offers.map((o) => [o.agency_id, o.price])).toEqual([
      ['b2', 12_500],
      ['a1', 14_000],
    ]);
    const again = mergeTickets(second, [ticket('mid', 13_000, 300, ['TK'], 'b2')]);
    expect(again[0]!.offers.map((o) => [o.agency_id, o.price])).toEqual([
      ['b2', 13_000],
      ['a1', 14_000],
    ]);
  });
});
