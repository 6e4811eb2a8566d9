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
