import * as z from 'zod/v4-mini';
import { isoDateTime, shortText } from './fields';
import { SearchQuery, Ticket } from './search';

/** A saved search (spec §3): its parameters and the cheapest ticket found then. */
export const SavedSearch = z.object({
  id: shortText('id', 200),
  ticket: Ticket,
  search_params: SearchQuery,
  created_at: isoDateTime,
});
export type SavedSearch = z.infer<typeof SavedSearch>;

/** Spec §9: local saved searches max 5; the server keeps the latest this many per user. */
export const savedSearchesLimit = 50;

// --- searches -------------------------------------------------------------------------------------------

/** `GET /api/v2/user/searches/`: newest first. */
export const SavedSearchesResponse = z.object({ searches: z.array(SavedSearch) });
export type SavedSearchesResponse = z.infer<typeof SavedSearchesResponse>;

/** `POST /api/v2/user/searches/`: spec §5, a search needs its parameters and the cheapest ticket. */
export const SAVE_SEARCH_NEEDS = 'Saving a search needs search params and the cheapest ticket';
export const SaveSearchBody = z.object({
  search: z
    .object(
      {
        id: z.optional(shortText('id', 200)),
        ticket: z.optional(z.nullable(Ticket)),
        search_params: z.optional(z.nullable(SearchQuery)),
        /** When it was made (an anonymous search uploaded after login); now when left out. */
        created_at: z.optional(isoDateTime),
      },
      { error: SAVE_SEARCH_NEEDS },
    )
    .check(z.refine((search) => Boolean(search.ticket && search.search_params), SAVE_SEARCH_NEEDS)),
});
export type SaveSearchBody = z.input<typeof SaveSearchBody>;
export const SaveSearchResponse = z.object({ search: SavedSearch });
export type SaveSearchResponse = z.infer<typeof SaveSearchResponse>;
