import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import { ClickBody, ClickResponse, bookingPaths } from '../../../contracts/booking';
import { directMarker } from '../../../platform/marker';
import { apiRoutes } from '../route';
import { chargeIn, conversionOf, type RatesSource } from './charge';
import { agencyDeepLink } from './deep-link';
import { currentOffer, type OfferSource } from './offers';
import type { BookingStore } from './store';

export interface ClickRoutesContext {
  store: BookingStore;
  offers: OfferSource;
  rates: RatesSource;
  now: () => number;
}

/** The click-out (spec §2.1 `/click`): stores the click and answers where it leads. */
export function clickRoutes(app: FastifyInstance, { store, offers, rates, now }: ClickRoutesContext): void {
  const route = apiRoutes(app, 'Orders');

  route({
    method: 'POST',
    url: bookingPaths.clicks,
    contract: {
      summary: 'A click on an offer',
      description:
        "Finds the offer in its recomputed search and stores the click with the visit's marker. An agency that sells on its own site answers its deep link (marker, ticket, click id); one that sells here answers `sells_here` and no link. `price` is the total for the bags and card chosen (the card that comes out cheapest when none is), with its parts in `total`, both in the body's `currency` (roubles without one) converted as the pages convert prices; an agency selling on its own site charges its rouble price (`seller_currency`, `conversion.rub_amount`). 404 for an unknown offer, 422 for a choice the agency cannot sell, 410 once its prices are no longer held.",
      body: ClickBody,
      responses: { 200: ClickResponse, 404: ApiError, 410: ApiError, 422: ApiError },
    },
    handler: async ({ body }, request) => {
      const { ticket, offer, total, bags, method, expiresAt } = await currentOffer(offers, body, now());
      const charge = await chargeIn(rates, body.currency ?? 'rub', total, now());
      const clickId = randomUUID();
      const marker = body.marker ?? directMarker;
      const sellsHere = offer.sells_here === true;
      await store.addClick({
        id: clickId,
        searchId: body.search_id,
        ticketId: ticket.id,
        agencyId: offer.agency_id,
        price: total.total,
        bags,
        method,
        marker,
        sellsHere,
        createdAt: new Date(now()),
      });
      request.log.info({ clickId, agency: offer.agency_id, sellsHere }, 'click');
      return {
        click_id: clickId,
        agency_id: offer.agency_id,
        agency_name: offer.agency_name,
        price: charge.total.total,
        total: charge.total,
        currency: charge.currency,
        conversion: conversionOf(charge, total.total),
        // The agencies price in roubles and charge so on their sites; here the traveller pays in the visit's currency.
        seller_currency: sellsHere ? charge.currency : 'rub',
        bags,
        method,
        sells_here: sellsHere,
        deep_link: sellsHere ? null : agencyDeepLink({ agencyId: offer.agency_id, searchId: body.search_id, ticketId: ticket.id, clickId, marker, bags }),
        expires_at: new Date(expiresAt).toISOString(),
      };
    },
  });
}
