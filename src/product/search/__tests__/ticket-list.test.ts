import { describe, expect, test } from 'vitest';
import type { Ticket } from '../../../contracts';
import { mergeTickets } from '../model/merge';

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

describe('merging tickets', () => {
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
