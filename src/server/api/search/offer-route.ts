import { ApiError } from '../../../contracts/errors';
import { cardMethods, type AgencyDetails, type CardMethod } from '../../../contracts/offers';
import {
  BAGS_NOT_CARRIED,
  CARD_NOT_TAKEN,
  SearchOffer,
  SearchOfferParams,
  SearchOfferQuery,
  type Offer,
  type Passengers,
  type SearchQuery,
} from '../../../contracts/search';
import { agencyChoices } from '../../../platform/payment';
import { HttpError, notFound } from '../../http-errors';
import type { apiRoutes } from '../route';
import type { RunningSearch } from './store';

/**
 * The agency's offer for the traveller's bags and card, picked as the ticket's details pick it
 * (`agencyChoices`), so the total here is the one the traveller saw there; without a card, the one
 * that comes out cheapest. 422 when the agency does not take the card or no fare carries the bags.
 */
export function agencyChoice(
  offers: readonly Offer[],
  details: AgencyDetails | undefined,
  passengers: Passengers,
  bags: number,
  method: CardMethod | undefined,
) {
  if (method && details && !details.payment.some((card) => card.method === method)) throw new HttpError(422, CARD_NOT_TAKEN, 'card_not_taken');
  const agencies = details && offers[0] ? { [offers[0].agency_id]: details } : {};
  const [choice] = (method ? [method] : details ? details.payment.map((card) => card.method) : [...cardMethods])
    .flatMap((card) => agencyChoices(offers, agencies, passengers, bags, card).map((found) => ({ ...found, bags, method: card })))
    .sort((a, b) => a.total.total - b.total.total);
  if (!choice) throw new HttpError(422, BAGS_NOT_CARRIED, 'bags_not_carried');
  return choice;
}

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
      summary: "One agency's offer of a ticket, with the total for the bags and card chosen",
      description:
        "Recomputed from the stored search; the agency's offer is the one with the cheapest total for `bags` and `method` (the card that comes out cheapest when left out), as the ticket's details pick it. 404 when the search, the ticket or the offer is unknown; 422 `card_not_taken` when the agency does not take the card, `bags_not_carried` when no fare of it carries the bags.",
      params: SearchOfferParams,
      query: SearchOfferQuery,
      responses: { 200: SearchOffer, 404: ApiError, 422: ApiError },
    },
    handler: async ({ params: { id, agency }, query: { ticket_id, bags, method } }) => {
      const found = await find(id);
      const batch = found?.search.batches.find((item) => item.agency.id === agency);
      const ticket = batch?.tickets.find((item) => item.id === ticket_id);
      const offers = (ticket?.offers ?? []).filter((item) => item.agency_id === agency);
      if (!found || !batch || !ticket || offers.length === 0) throw notFound(`Offer of ticket ${ticket_id} by ${agency} in search ${id} not found`);
      const choice = agencyChoice(offers, batch.agency.details, found.query.passengers, Number(bags ?? '0'), method);
      return {
        search_id: id,
        started_at: new Date(found.search.startedAt).toISOString(),
        query: found.query,
        ticket: { ...ticket, offers: [choice.offer] },
        offer: choice.offer,
        ...(batch.agency.details ? { agency: batch.agency.details } : {}),
        bags: choice.bags,
        method: choice.method,
        total: choice.total,
      };
    },
  });
}
