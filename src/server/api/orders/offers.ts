import type { FastifyInstance } from 'fastify';
import { OFFER_EXPIRED, OFFER_NOT_FOUND, offerLifetimeMs, type OfferRef } from '../../../contracts/booking';
import { SearchOffer } from '../../../contracts/search';
import { HttpError } from '../../http-errors';
import { inProcessHeader, inProcessToken } from '../../in-process';

/** Where offers come from: the search module, asked in process (it owns the searches and recomputes them). */
export type OfferSource = (ref: OfferRef & { bags?: number }) => Promise<SearchOffer | undefined>;

export function searchOffers(app: FastifyInstance, searchPrefix: string): OfferSource {
  return async ({ search_id, ticket_id, agency_id, bags }) => {
    const query = new URLSearchParams({ ticket_id, ...(bags === undefined ? {} : { bags: String(bags) }) });
    const response = await app.inject({
      method: 'GET',
      url: `${searchPrefix}/v1/searches/${encodeURIComponent(search_id)}/offers/${encodeURIComponent(agency_id)}?${query}`,
      headers: { [inProcessHeader]: inProcessToken },
    });
    if (response.statusCode === 404) return undefined;
    if (response.statusCode !== 200) throw new Error(`Search offer answered ${response.statusCode}`);
    return SearchOffer.parse(response.json());
  };
}

/** The offer, or 404 when unknown and 410 once its search is older than the prices are held. */
export async function currentOffer(source: OfferSource, ref: OfferRef & { bags?: number }, now: number): Promise<SearchOffer & { expiresAt: number }> {
  const found = await source(ref);
  if (!found) throw new HttpError(404, OFFER_NOT_FOUND, 'offer_not_found');
  const expiresAt = Date.parse(found.started_at) + offerLifetimeMs;
  if (now >= expiresAt) throw new HttpError(410, OFFER_EXPIRED, 'offer_expired');
  return { ...found, expiresAt };
}
