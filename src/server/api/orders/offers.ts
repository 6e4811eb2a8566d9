import type { FastifyInstance } from 'fastify';
import { OFFER_EXPIRED, OFFER_NOT_FOUND, offerLifetimeMs, type BookingMethod, type OfferRef } from '../../../contracts/booking';
import { ApiError } from '../../../contracts/errors';
import { SearchOffer } from '../../../contracts/search';
import { HttpError } from '../../http-errors';
import { inProcessHeader, inProcessToken } from '../../in-process';

/** Where offers come from: the search module, asked in process (it owns the searches and recomputes them). */
export type OfferSource = (ref: OfferChoiceRef) => Promise<SearchOffer | undefined>;

/** The offer and the traveller's choice of bags and card, which decide the agency's fare and the total. */
export type OfferChoiceRef = OfferRef & { bags?: number; method?: BookingMethod };

export function searchOffers(app: FastifyInstance, searchPrefix: string): OfferSource {
  return async ({ search_id, ticket_id, agency_id, bags, method }) => {
    const query = new URLSearchParams({ ticket_id, ...(bags === undefined ? {} : { bags: String(bags) }), ...(method === undefined ? {} : { method }) });
    const response = await app.inject({
      method: 'GET',
      url: `${searchPrefix}/v1/searches/${encodeURIComponent(search_id)}/offers/${encodeURIComponent(agency_id)}?${query}`,
      headers: { [inProcessHeader]: inProcessToken },
    });
    if (response.statusCode === 404) return undefined;
    // The choice cannot be sold (a card the agency does not take, too many bags): the caller answers the same.
    if (response.statusCode === 422) {
      const { message, code } = ApiError.parse(response.json());
      throw new HttpError(422, message, code);
    }
    if (response.statusCode !== 200) throw new Error(`Search offer answered ${response.statusCode}`);
    return SearchOffer.parse(response.json());
  };
}

/** The offer, or 404 when unknown and 410 once its search is older than the prices are held. */
export async function currentOffer(source: OfferSource, ref: OfferChoiceRef, now: number): Promise<SearchOffer & { expiresAt: number }> {
  const found = await source(ref);
  if (!found) throw new HttpError(404, OFFER_NOT_FOUND, 'offer_not_found');
  const expiresAt = Date.parse(found.started_at) + offerLifetimeMs;
  if (now >= expiresAt) throw new HttpError(410, OFFER_EXPIRED, 'offer_expired');
  return { ...found, expiresAt };
}
