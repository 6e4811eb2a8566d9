import type { AgencyDetails, SearchQuery, Ticket } from '../../../contracts';

export interface AgencyInfo {
  id: string;
  name: string;
  /** Payment fees and trust; a source that knows neither leaves it out. */
  details?: AgencyDetails;
}

/** One agency's answer: its tickets (each with that agency's offers only). */
export interface AgencyBatch {
  agency: AgencyInfo;
  /** When the answer is available, in milliseconds after the search started. */
  delayMs: number;
  tickets: Ticket[];
}

export interface FareSearchContext {
  /** When the search started: fares depend on the day and on how far ahead the trip is. */
  startedAt: Date;
}

/**
 * Where fares come from. A search asks every agency at once; each answers after its own delay.
 * The query has been validated (see `searchProblem`). The same query and start day must give the
 * same batches, so that a search can be recomputed from its stored query.
 */
export interface FareProvider {
  readonly agencies: readonly AgencyInfo[];
  search(query: SearchQuery, context: FareSearchContext): AgencyBatch[];
  /**
   * Prices many searches started at the same moment (a price calendar): the lowest price each
   * would show, or null when it finds nothing. Work the searches share is done once. Without it,
   * the calendar runs each search (`lowestPrice` in `calendar.ts`).
   */
  lowestPrices?(context: FareSearchContext): (query: SearchQuery) => number | null;
}
