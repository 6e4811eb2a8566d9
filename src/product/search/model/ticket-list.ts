import type { Ticket } from '../../../contracts';

export type SortOrder = 'cheapest' | 'fastest' | 'best';
export const sortOrders: SortOrder[] = ['best', 'cheapest', 'fastest'];

export interface TicketFilters {
  /** Allowed numbers of stops (2 means two or more); empty allows all. */
  stops: number[];
  /** Allowed marketing carriers; empty allows all. */
  airlines: string[];
}

export const noFilters: TicketFilters = { stops: [], airlines: [] };

export const ticketPrice = (ticket: Ticket) => ticket.offers[0]?.price ?? Infinity;
export const ticketDuration = (ticket: Ticket) => ticket.segments.reduce((sum, segment) => sum + segment.duration, 0);
/** The most changes on any leg, capped at 2: the filter groups "two or more". */
export const ticketStops = (ticket: Ticket) => Math.min(2, Math.max(...ticket.segments.map((s) => s.flights.length - 1)));
export const ticketCarriers = (ticket: Ticket) => [...new Set(ticket.segments.flatMap((s) => s.flights.map((f) => f.carrier)))];

export function applyFilters(tickets: Ticket[], filters: TicketFilters): Ticket[] {
  return tickets.filter(
    (ticket) =>
      (filters.stops.length === 0 || filters.stops.includes(ticketStops(ticket))) &&
      (filters.airlines.length === 0 || ticketCarriers(ticket).some((code) => filters.airlines.includes(code))),
  );
}

/**
 * "Best" weighs price against time: each ticket is scored by how far it is from the cheapest
 * and from the fastest, relative to them, with price counting more.
 */
export function sortTickets(tickets: Ticket[], order: SortOrder): Ticket[] {
  const price = (t: Ticket) => ticketPrice(t);
  const duration = (t: Ticket) => ticketDuration(t);
  if (order === 'cheapest') return tickets.slice().sort((a, b) => price(a) - price(b) || duration(a) - duration(b));
  if (order === 'fastest') return tickets.slice().sort((a, b) => duration(a) - duration(b) || price(a) - price(b));
  const minPrice = Math.min(...tickets.map(price));
  const minDuration = Math.min(...tickets.map(duration));
  const score = (t: Ticket) => 0.65 * (price(t) / minPrice) + 0.35 * (duration(t) / minDuration);
  return tickets.slice().sort((a, b) => score(a) - score(b) || price(a) - price(b));
}

export interface Facet<Value> {
  value: Value;
  count: number;
  minPrice: number;
}

/** For every filter value: how many tickets have it and the cheapest of them. */
export function facets(tickets: Ticket[]): { stops: Facet<number>[]; airlines: Facet<string>[] } {
  const stops = new Map<number, Facet<number>>();
  const airlines = new Map<string, Facet<string>>();
  const add = <V>(map: Map<V, Facet<V>>, value: V, price: number) => {
    const facet = map.get(value) ?? { value, count: 0, minPrice: Infinity };
    facet.count += 1;
    facet.minPrice = Math.min(facet.minPrice, price);
    map.set(value, facet);
  };
  for (const ticket of tickets) {
    const price = ticketPrice(ticket);
    add(stops, ticketStops(ticket), price);
    for (const carrier of ticketCarriers(ticket)) add(airlines, carrier, price);
  }
  return {
    stops: [...stops.values()].sort((a, b) => a.value - b.value),
    airlines: [...airlines.values()].sort((a, b) => a.minPrice - b.minPrice),
  };
}

export const toggle = <V>(values: V[], value: V): V[] =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
