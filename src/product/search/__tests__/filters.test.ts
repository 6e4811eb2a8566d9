import { describe, expect, test } from 'vitest';
import type { Ticket } from '../../../contracts';
import { cardTotal } from '../model/card-offer';
import { activeGroups, applyFilters, noFilters, resetFilters, withLeg, type TicketFilters } from '../model/filters';
import { sortTickets, type SortOrder } from '../model/ticket-list';
import { alliances, direct, fareBasis, farePrice, tickets, twoStops } from './tickets.fixture';

const ids = (list: Ticket[]) => list.map((ticket) => ticket.id);
const shown = (change: Partial<TicketFilters>) => ids(applyFilters(tickets, { ...noFilters, ...change }, fareBasis, alliances)).sort();

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
    expect(ids(sortTickets(tickets, order, farePrice))).toEqual(expected);
  });

  test('sorting leaves the list it was given as it was', () => {
    const list = [direct, twoStops];
    sortTickets(list, 'cheapest', farePrice);
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
    // The fixture's fares sell no bags on top: only those with one included carry one.
    ['one checked bag', { bags: 1 }, ['direct', 'turkish']],
    ['two checked bags', { bags: 2 }, []],
    ['agencies', { agencies: ['a2'] }, ['direct', 'one-stop']],
    ['departure window of the first leg', { legs: [{ depart: { min: 360, max: 480 }, arrive: null, from: [], to: [] }] }, ['direct', 'turkish']],
    [
      'arrival window of the second leg',
      {
        legs: [
          { depart: null, arrive: null, from: [], to: [] },
          { depart: null, arrive: { min: 18 * 60, max: 24 * 60 }, from: [], to: [] },
        ],
      },
      ['turkish'],
    ],
    ['departure airport of a metro code', { legs: [{ depart: null, arrive: null, from: ['SVO'], to: [] }] }, ['direct', 'one-stop']],
    ['arrival airport of the way back', withLeg(noFilters, 1, { to: ['DME'] }), ['one-stop', 'two-stops']],
    ['direct flights on one airline', { stops: [0], airlines: ['TK'] }, ['turkish']],
  ])('%s', (_, change, expected) => {
    expect(shown(change)).toEqual(expected);
  });

  test('the agency filter leaves only its offers; the bags set the price, and the order and the price filter follow it', () => {
    const narrowed = applyFilters(tickets, { ...noFilters, agencies: ['a2'] }, fareBasis, alliances).find((ticket) => ticket.id === 'direct')!;
    expect(narrowed.offers.map((offer) => offer.agency_id)).toEqual(['a2']);
    const withBags = applyFilters(tickets, { ...noFilters, bags: 1 }, fareBasis, alliances);
    const withBagPrice = (ticket: Ticket) => cardTotal(ticket, fareBasis, 1);
    expect(withBags.map(withBagPrice)).toEqual([23_000, 18_000]);
    expect(ids(sortTickets(withBags, 'cheapest', withBagPrice))).toEqual(['turkish', 'direct']);
    // The price filter reads the price with the bags: the direct ticket's is 23 000 with a bag, 20 000 without.
    expect(shown({ bags: 1, price: { min: 0, max: 21_000 } })).toEqual(['turkish']);
    expect(shown({ price: { min: 0, max: 21_000 } })).toEqual(['direct', 'one-stop', 'turkish', 'two-stops']);
  });

  test('a ticket narrowed twice the same way is the same object (its card is not rendered again)', () => {
    const filters = { ...noFilters, agencies: ['a2'] };
    expect(applyFilters(tickets, filters, fareBasis)[0]).toBe(applyFilters(tickets, filters, fareBasis)[0]);
    expect(applyFilters(tickets, noFilters, fareBasis)[0]).toBe(direct);
  });
});

describe('resetting filters', () => {
  const filters: TicketFilters = withLeg({ ...noFilters, stops: [0], airlines: ['TK'], bags: 2, price: { min: 0, max: 1 } }, 1, {
    depart: { min: 0, max: 600 },
    to: ['DME'],
  });

  test('a group at a time, the legs with it', () => {
    expect(activeGroups(filters).sort()).toEqual(['airlines', 'airports', 'bags', 'price', 'stops', 'times']);
    expect(resetFilters(filters, 'airlines').airlines).toEqual([]);
    expect(resetFilters(filters, 'airlines').stops).toEqual([0]);
    expect(resetFilters(filters, 'times').legs).toEqual([
      { depart: null, arrive: null, from: [], to: [] },
      { depart: null, arrive: null, from: [], to: ['DME'] },
    ]);
    expect(resetFilters(resetFilters(filters, 'times'), 'airports').legs).toEqual([]);
    expect(resetFilters(filters, 'bags').bags).toBe(0);
  });

  test('or all at once', () => {
    expect(resetFilters(filters)).toEqual(noFilters);
    expect(activeGroups(noFilters)).toEqual([]);
  });
});
