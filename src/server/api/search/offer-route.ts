import { ApiError } from '../../../contracts/errors';
import { SearchOffer, SearchOfferParams, SearchOfferQuery, type SearchQuery } from '../../../contracts/search';
import { notFound } from '../../http-errors';
import type { apiRoutes } from '../route';
import type { RunningSearch } from './store';

export interface OfferRouteContext {
  /** The search from memory, or recomputed from its stored query; undefined when unknown. */
  find: (id: string) => Promise<{ search: RunningSearch; query: SearchQuery } | undefined>;
}

/**
 * One agency's offer of one ticket, for the click-out and booking: the fare engine is
 * deterministic, so the offer is the one the traveller saw, recomputed here, never taken from the client.
 */
export function offerRoute(route: ReturnType<typeof apiRoutes>, { find }: OfferRouteContext): void {
  route({
    method: 'GET',
    url: '/v1/searches/:id/offers/:agency',
    contract: {
      summary: "One agency's offer of a ticket",
      description: 'Recomputed from the stored search; 404 when the search, the ticket or the offer is unknown.',
      params: SearchOfferParams,
      query: SearchOfferQuery,
      responses: { 200: SearchOffer, 404: ApiError },
    },
    handler: async ({ params: { id, agency }, query: { ticket_id, bags } }) => {
      const found = await find(id);
      const batch = found?.search.batches.find((item) => item.agency.id === agency);
      const ticket = batch?.tickets.find((item) => item.id === ticket_id);
      const offers = (ticket?.offers ?? []).filter((item) => item.agency_id === agency).sort((a, b) => a.price - b.price);
      // An agency may sell the ticket with and without checked baggage: the traveller's bags choose.
      const offer = (bags === undefined ? undefined : offers.find((item) => item.baggage === (bags !== '0'))) ?? offers[0];
      if (!found || !ticket || !offer) throw notFound(`Offer of ticket ${ticket_id} by ${agency} in search ${id} not found`);
      return {
        search_id: id,
        started_at: new Date(found.search.startedAt).toISOString(),
        query: found.query,
        ticket: { ...ticket, offers: [offer] },
        offer,
      };
    },
  });
}
