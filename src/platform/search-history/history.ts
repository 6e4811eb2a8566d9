import type { SearchQuery, Ticket } from '../../contracts/search';

/** Spec §9: local saved searches max 5. */
export const SEARCH_HISTORY_LIMIT = 5;

/** Spec §5. */
export const SAVE_SEARCH_NEEDS = 'Saving a search needs search params and the cheapest ticket';

/** A saved search (spec §3): its parameters and the cheapest ticket found then. */
export interface SavedSearch {
  id: string;
  ticket: Ticket;
  search_params: SearchQuery;
  created_at: string;
}

export interface SearchToSave {
  search_params?: SearchQuery | null;
  /** The cheapest ticket of the search. */
  ticket?: Ticket | null;
  id?: string;
}

/** The same route, dates, travellers and class make the same search (a multi-city trip's every leg, flexible days too). */
export function searchKey(params: SearchQuery): string {
  const { origin, destination, departDate, returnDate, passengers, tripClass } = params;
  const key = [origin, destination, departDate, returnDate ?? '', passengers.adults, passengers.children, passengers.infants, tripClass].join(':');
  const legs = (params.nextLegs ?? []).map((leg) => `${leg.origin}${leg.destination}${leg.date}`).join('-');
  // The keys of one-way and return searches stay what they were.
  return [key, legs, params.flexDays ? `~${params.flexDays}` : ''].filter(Boolean).join(':');
}

/**
 * The history with `search` first: an earlier entry of the same search is replaced, and only the
 * latest `limit` are kept. Throws when the parameters or the cheapest ticket are missing.
 */
export function addSearch(history: readonly SavedSearch[], search: SearchToSave, now: Date, limit = SEARCH_HISTORY_LIMIT): SavedSearch[] {
  const { search_params: params, ticket } = search;
  if (!params || !ticket) throw new Error(SAVE_SEARCH_NEEDS);
  const key = searchKey(params);
  const entry: SavedSearch = { id: search.id ?? key, ticket, search_params: params, created_at: now.toISOString() };
  return [entry, ...history.filter((saved) => searchKey(saved.search_params) !== key)].slice(0, limit);
}

/**
 * What local storage held, trusted only entry by entry: broken or foreign entries are dropped. The
 * contracts load with the first read: zod is not part of the page's start.
 */
export async function parseHistory(stored: unknown, limit = SEARCH_HISTORY_LIMIT): Promise<SavedSearch[]> {
  if (!Array.isArray(stored)) return [];
  const { SearchQuery, Ticket } = await import('../../contracts/search');
  const isSavedSearch = (value: unknown): value is SavedSearch => {
    if (typeof value !== 'object' || value === null) return false;
    const entry = value as Record<string, unknown>;
    return (
      typeof entry.id === 'string' &&
      typeof entry.created_at === 'string' &&
      SearchQuery.safeParse(entry.search_params).success &&
      Ticket.safeParse(entry.ticket).success
    );
  };
  const seen = new Set<string>();
  return stored
    .filter(isSavedSearch)
    .filter((entry) => {
      const key = searchKey(entry.search_params);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}
