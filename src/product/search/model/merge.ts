import type { Offer, Ticket } from '../../../contracts';

const byPrice = (a: Offer, b: Offer) => a.price - b.price;

/**
 * Adds a batch to the tickets found so far: a ticket that came before gains the new agencies'
 * offers (an agency's newer offer replaces its older one); new tickets keep arrival order.
 */
export function mergeTickets(current: Ticket[], batch: Ticket[]): Ticket[] {
  if (batch.length === 0) return current;
  const index = new Map(current.map((ticket, position) => [ticket.id, position]));
  const next = current.slice();
  for (const ticket of batch) {
    const position = index.get(ticket.id);
    if (position === undefined) {
      index.set(ticket.id, next.length);
      next.push({ ...ticket, offers: ticket.offers.slice().sort(byPrice) });
      continue;
    }
    const existing = next[position]!;
    const agencies = new Set(ticket.offers.map((offer) => offer.agency_id));
    next[position] = {
      ...existing,
      offers: [...existing.offers.filter((offer) => !agencies.has(offer.agency_id)), ...ticket.offers].sort(byPrice),
    };
  }
  return next;
}
