import { describe, expect, test } from 'vitest';
import type { Ticket } from '../../../contracts';
import { activeGroups, applyFilters, noFilters, resetFilters, withLeg, type TicketFilters } from '../model/filters';
import { sortTickets, type SortOrder } from '../model/ticket-list';
import { alliances, direct, tickets, twoStops } from './tickets.fixture';

const ids = (list: Ticket[]) => list.map((ticket) => ticket.id);
const shown = (change: Partial<TicketFilters>) => ids(applyFilters(tickets, { ...noFilters, ...change }, alliances)).sort();

describe('sort orders', () => {
  test.each<[SortOrder, string[]]>([
    ['cheapest', ['two-stops', 'one-stop', 'turkish', 'direct']],
    // Equal times: the cheaper first.
    ['fastest', ['turkish', 'direct', 'one-stop', 'two-stops']],
    ['departure', ['two-stops', 'turkish', 'direct', 'one-stop']],
    ['arrival', ['two-stops', 'one-stop', 'direct', 'turkish']],
    // Within a third of the cheapest price and a quarter more time beats both the cheapest and the fastest.
    ['best', ['one-stop', 'turkish', 'direct', 'two-stops']],
  ])('%s', (order, expected) => {
    expect(ids(sortTickets(tickets, order))).toEqual(expected);
  });

  test('sorting leaves the list it was given as it was', () => {
    const list = [direct, twoStops];
    sortTickets(list, 'cheapest');
    expect(ids(list)).toEqual(['direct', 'two-stops']);
  });
});

describe('each filter', () => {
  test('no filter shows everything', () => {
    expect(shown({})).toEqual(['direct', 'one-stop', 'turkish', 'two-stops']);
  });

  test.each<[string, Partial<TicketFilters>, string[]]>([
    ['stops: direct only', { stops: [0] }, ['direct', 'turkish']],
    ['stops: two or more', { stops: [2] }, ['two-stops']],
    ['price range', { price: { min: 0, max: 15_000 } }, ['one-stop', 'two-stops']],
    ['price from', { price: { min: 19_000, max: Infinity } }, ['direct']],
    ['total duration', { duration: { min: 0, max: 500 } }, ['direct', 'turkish']],
    // Direct tickets have no change to exceed the layover limit.
    ['layover duration', { layover: { min: 0, max: 180 } }, ['direct', 'one-stop', 'turkish']],
    ['long layovers only', { layover: { min: 600, max: Infinity } }, ['direct', 'turkish']],
    ['airlines: any flight of the airline', { airlines: ['PC'] }, ['one-stop']],
    ['airlines: several', { airlines: ['SU', 'HY'] }, ['direct', 'two-stops']],
    ['alliances: every flight in it', { alliances: ['star'] }, ['turkish']],
    ['baggage included', { baggage: true }, ['direct', 'turkish']],
    ['agencies', { agencies: ['a2'] }, ['direct', 'one-stop']],
    ['departure window of the first leg', { legs: [{ depart: { min: 360, max: 480 }, arrive: null, from: [], to: [] }] }, ['direct', 'turkish']],
    [
      'arrival window of the second leg',
      { legs: [{ depart: null, arrive: null, from: [], to: [] }, { depart: null, arrive: { min: 18 * 60, max: 24 * 60 }, from: [], to: [] }] },
      ['turkish'],
    ],
    ['departure airport of a metro code', { legs: [{ depart: null, arrive: null, from: ['SVO'], to: [] }] }, ['direct', 'one-stop']],
    ['arrival airport of the way back', withLeg(noFilters, 1, { to: ['DME'] }), ['one-stop', 'two-stops']],
    ['direct flights on one airline', { stops: [0], airlines: ['TK'] }, ['turkish']],
  ])('%s', (_, change, expected) => {
    expect(shown(change)).toEqual(expected);
  });

  test('baggage and agency filters leave only their offers, and the price and order follow them', () => {
    const withBags = applyFilters(tickets, { ...noFilters, baggage: true }, alliances);
    const narrowed = withBags.find((ticket) => ticket.id === 'direct')!;
    expect(narrowed.offers.map((offer) => offer.agency_id)).toEqual(['a2']);
    expect(ids(sortTickets(withBags, 'cheapest'))).toEqual(['turkish', 'direct']);
    // The price filter reads the price the offers left give.
    expect(shown({ baggage: true, price: { min: 0, max: 21_000 } })).toEqual(['turkish']);
  });

  test('a ticket narrowed twice the same way is the same object (its card is not rendered again)', () => {
    const filters = { ...noFilters, agencies: ['a2'] };
    expect(applyFilters(tickets, filters)[0]).toBe(applyFilters(tickets, filters)[0]);
    expect(applyFilters(tickets, noFilters)[0]).toBe(direct);
  });
});

describe('resetting filters', () => {
  const filters: TicketFilters = withLeg({ ...noFilters, stops: [0], airlines: ['TK'], baggage: true, price: { min: 0, max: 1 } }, 1, {
    depart: { min: 0, max: 600 },
    to: ['DME'],
  });

  test('a group at a time, the legs with it', () => {
    expect(activeGroups(filters).sort()).toEqual(['airlines', 'airports', 'baggage', 'price', 'stops', 'times']);
    expect(resetFilters(filters, 'airlines').airlines).toEqual([]);
    expect(resetFilters(filters, 'airlines').stops).toEqual([0]);
    expect(resetFilters(filters, 'times').legs).toEqual([{ depart: null, arrive: null, from: [], to: [] }, { depart: null, arrive: null, from: [], to: ['DME'] }]);
    expect(resetFilters(resetFilters(filters, 'times'), 'airports').legs).toEqual([]);
    expect(resetFilters(filters, 'baggage').baggage).toBe(false);
  });

  test('or all at once', () => {
    expect(resetFilters(filters)).toEqual(noFilters);
    expect(activeGroups(noFilters)).toEqual([]);
  });
});
