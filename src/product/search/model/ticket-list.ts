import type { Ticket } from '../../../contracts';
import { factsOf } from './ticket-facts';

export type SortOrder = 'best' | 'cheapest' | 'fastest' | 'departure' | 'arrival';
export const sortOrders: readonly SortOrder[] = ['best', 'cheapest', 'fastest', 'departure', 'arrival'];
export const isSortOrder = (value: string): value is SortOrder => (sortOrders as readonly string[]).includes(value);

/** What a ticket costs in an order: the results card's price (`cardTotal`). */
export type TicketPrice = (ticket: Ticket) => number;
export const ticketDuration = (ticket: Ticket) => factsOf(ticket).duration;
export const ticketStops = (ticket: Ticket) => factsOf(ticket).stops;
export const ticketCarriers = (ticket: Ticket) => factsOf(ticket).carriers;

type Compare = (a: Ticket, b: Ticket) => number;
const byDuration: Compare = (a, b) => ticketDuration(a) - ticketDuration(b);
// Times are local `YYYY-MM-DDTHH:mm` strings of the same place for every ticket: they order as text.
const departure = (ticket: Ticket) => factsOf(ticket).legs[0]?.departure ?? '';
const arrival = (ticket: Ticket) => factsOf(ticket).legs[0]?.arrival ?? '';
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The orders of the results, by the price each card shows. "Best" weighs price against time: each ticket is scored by how far
 * it is from the cheapest and from the fastest, relative to them, with price counting more. The
 * departure and arrival orders read the first leg (the outbound of a return trip), as the
 * traveller plans the day of the trip by it: earliest departure first, latest arrival first.
 */
export function sortTickets(tickets: readonly Ticket[], order: SortOrder, ticketPrice: TicketPrice): Ticket[] {
  const list = tickets.slice();
  const byPrice: Compare = (a, b) => ticketPrice(a) - ticketPrice(b);
  if (order === 'cheapest') return list.sort((a, b) => byPrice(a, b) || byDuration(a, b));
  if (order === 'fastest') return list.sort((a, b) => byDuration(a, b) || byPrice(a, b));
  if (order === 'departure') return list.sort((a, b) => text(departure(a), departure(b)) || byPrice(a, b));
  if (order === 'arrival') return list.sort((a, b) => text(arrival(b), arrival(a)) || byPrice(a, b));
  let minPrice = Infinity;
  let minDuration = Infinity;
  for (const ticket of list) {
    minPrice = Math.min(minPrice, ticketPrice(ticket));
    minDuration = Math.min(minDuration, ticketDuration(ticket));
  }
  const score = (t: Ticket) => 0.65 * (ticketPrice(t) / minPrice) + 0.35 * (ticketDuration(t) / minDuration);
  return list.sort((a, b) => score(a) - score(b) || byPrice(a, b));
}

export const toggle = <V>(values: readonly V[], value: V): V[] => (values.includes(value) ? values.filter((item) => item !== value) : [...values, value]);
