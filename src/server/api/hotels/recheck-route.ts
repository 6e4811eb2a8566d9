import type { FastifyInstance } from 'fastify';
import { ApiError, RateCheck, RateCheckBody } from '../../../contracts/hotels';
import { parseHotelId } from '../../engines/hotels';
import { notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import { offerOf } from './present';
import { findSearch, type HotelRoutesContext } from './routes';

const rub = (amount: number) => `${amount.toLocaleString('en-US')} ₽`;

/** What the visitor is told, in English; the client words it from the answer's fields. */
function changeMessage(previous: number, current: number | null): string {
  if (current === null) return 'This rate is no longer available';
  if (current > previous) return `The price went up by ${rub(current - previous)}`;
  if (current < previous) return `The price went down by ${rub(previous - current)}`;
  return 'The price has not changed';
}

/**
 * `POST /v1/rates/check`: the price of a rate a search found, asked again before the visitor
 * leaves for the site. Prices move a little as time passes since the search (the engine's
 * `recheck`), and the answer says by how much rather than hiding it.
 */
export function recheckRoute(app: FastifyInstance, context: HotelRoutesContext): void {
  const route = apiRoutes(app, 'Hotel search');
  route({
    method: 'POST',
    url: '/v1/rates/check',
    contract: {
      summary: 'Check a rate’s price again before going to the site',
      description:
        'The total the search showed (`previous_total`), the one the site answers now (`total`, null when sold out) and the difference. ' +
        'An unknown search or a rate the search did not find answers 404.',
      body: RateCheckBody,
      responses: { 200: RateCheck, 404: ApiError },
    },
    handler: async ({ body }) => {
      const search = await findSearch(context, body.search_id);
      if (!search) throw notFound(`Search ${body.search_id} not found`);
      const hotelId = body.rate_id.split('.')[0]!;
      const hotel = parseHotelId(hotelId) && search.hotels.find((candidate) => candidate.id === hotelId);
      const provider = context.hotels();
      const startedAt = new Date(search.startedAt);
      const checkedAt = new Date(Math.max(context.now(), search.startedAt));
      const original = hotel && provider.recheck(hotel, search.stay, body.rate_id, { startedAt, checkedAt: startedAt });
      if (!hotel || !original) throw notFound(`Rate ${body.rate_id} not found in search ${body.search_id}`);
      const current = provider.recheck(hotel, search.stay, body.rate_id, { startedAt, checkedAt });
      const sites = new Map(provider.sites.map((site) => [site.id, site]));
      const total = current?.total ?? null;
      return {
        rate_id: body.rate_id,
        available: current !== null,
        previous_total: original.total,
        total,
        difference: total === null ? 0 : total - original.total,
        changed: total !== original.total,
        message: changeMessage(original.total, total),
        search_started_at: startedAt.toISOString(),
        checked_at: checkedAt.toISOString(),
        offer: current && offerOf(current, sites, body.locale),
      };
    },
  });
}
