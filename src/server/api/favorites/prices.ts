import { LRUCache } from 'lru-cache';
import type { SearchQuery, Ticket } from '../../../contracts/search';
import { searchProblem, type FareProvider } from '../../engines/fares';
import type { PlacesIndex } from '../../engines/places';

/** The cheapest offer of a ticket, in whole roubles. */
export const ticketPrice = (ticket: Ticket): number => Math.round(Math.min(...ticket.offers.map((offer) => offer.price)));

/**
 * Today's cheapest price of a search, as a search started at `at` would find it (the fare engine
 * is deterministic per query and day); null when the search cannot run now (its date has passed,
 * say) or finds nothing.
 */
export function cheapestPrice(fares: FareProvider, places: PlacesIndex, query: SearchQuery, at: Date): number | null {
  if (searchProblem(query, places, at)) return null;
  let best = Infinity;
  for (const batch of fares.search(query, { startedAt: at })) for (const ticket of batch.tickets) best = Math.min(best, ticketPrice(ticket));
  return Number.isFinite(best) ? best : null;
}

/**
 * Cheapest prices kept per search and hour: the engine's answer changes with the day (and, for
 * flights leaving within hours, with the hour), so a list read again, or a job run over many
 * users with the same search, costs one computation. The least recently used go first past `max`.
 */
export class PriceCache {
  // lru-cache keeps no null: a search without a price is kept as `{ price: null }`.
  private readonly entries: LRUCache<string, { price: number | null }>;

  constructor(
    private readonly compute: (query: SearchQuery, at: Date) => number | null,
    max = 5000,
  ) {
    this.entries = new LRUCache({ max });
  }

  cheapest(key: string, query: SearchQuery, at: Date): number | null {
    const entry = `${Math.floor(at.getTime() / 3_600_000)} ${key}`;
    const kept = this.entries.get(entry);
    if (kept) return kept.price;
    const price = this.compute(query, at);
    this.entries.set(entry, { price });
    return price;
  }
}
