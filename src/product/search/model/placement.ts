import type { Ticket } from '../../../contracts';

/**
 * Which tickets the traveller sees, in which order. Results stream in for seconds; re-sorting the
 * list on every answer would move the cards under the reader's eyes. So once cards are on screen
 * they keep their order, and tickets that arrive later wait until the traveller asks for them (or
 * changes the sort or a filter, which re-ranks everything anyway).
 */
export interface Placement {
  /** Ticket ids in the order shown. */
  ids: readonly string[];
  /** The sort, filters and requests to show new results the order was made for (see `viewKey`). */
  view: string;
}

export const noPlacement: Placement = { ids: [], view: '' };

/** What the traveller chose that decides the ranking (the sort and filters' key, and requests to see new results). */
export const viewKey = (view: string, reveals: number): string => JSON.stringify([view, reveals]);

/** Of `ranked`, those placed, in the order placed. Offers inside each ticket are the latest. */
export function placedTickets(placement: Placement, ranked: readonly Ticket[]): Ticket[] {
  const byId = new Map(ranked.map((ticket) => [ticket.id, ticket]));
  return placement.ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The placement after the ranking changed: unchanged while cards of it are on screen and the
 * traveller chose nothing new; otherwise the whole ranking, in its order (the first answer of a
 * search, a new sort or filter, a request to see the new results).
 */
export function place(placement: Placement, ranked: readonly Ticket[], view: string): Placement {
  if (placement.view === view && placedTickets(placement, ranked).length > 0) return placement;
  return { ids: ranked.map((ticket) => ticket.id), view };
}

/** How many ranked tickets wait behind the "new results" control. */
export function heldCount(placement: Placement, ranked: readonly Ticket[]): number {
  const placed = new Set(placement.ids);
  return ranked.filter((ticket) => !placed.has(ticket.id)).length;
}

/**
 * The placement once the search has ended, with nothing held any more: the first `seen` cards
 * (those the traveller has had on screen) keep their places, and every other ticket follows them
 * in ranked order, so a cheaper late arrival comes right after what was seen, never above it.
 */
export function mergeHeld(placement: Placement, ranked: readonly Ticket[], seen: number): Placement {
  const present = new Set(ranked.map((ticket) => ticket.id));
  const kept = placement.ids.filter((id) => present.has(id)).slice(0, Math.max(0, seen));
  const keptSet = new Set(kept);
  return { ids: [...kept, ...ranked.filter((ticket) => !keptSet.has(ticket.id)).map((ticket) => ticket.id)], view: placement.view };
}
