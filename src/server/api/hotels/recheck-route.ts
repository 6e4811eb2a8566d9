import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, HotelClick, HotelClickBody, RateCheck, RateCheckBody } from '../../../contracts/hotels';
import { directMarker } from '../../../platform/marker';
import { parseHotelId } from '../../engines/hotels';
import { notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import { offerOf } from './present';
import { findSearch, type HotelRoutesContext } from './routes';
import type { HotelClickRecords } from './store';

const rub = (amount: number) => `${amount.toLocaleString('en-US')} ₽`;

/** What the visitor is told, in English; the client words it from the answer's fields. */
function changeMessage(previous: number, current: number | null): string {
  if (current === null) return 'This rate is no longer available';
  if (current > previous) return `The price went up by ${rub(current - previous)}`;
  if (current < previous) return `The price went down by ${rub(previous - current)}`;
  return 'The price has not changed';
}

/** A rate of a search priced again now: what the search showed, what the site answers, the difference. */
async function recheck(context: HotelRoutesContext, body: RateCheckBody): Promise<RateCheck> {
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
}

/** The logged-in user of a public call, or null: a click is anonymous without a valid JWT, never refused. */
async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    return (await app.userAccess.require(request)).userId;
  } catch {
    return null;
  }
}

/**
 * `POST /v1/rates/check`: the price of a rate a search found, asked again before the visitor
 * leaves for the site. Prices move a little as time passes since the search (the engine's
 * `recheck`), and the answer says by how much rather than hiding it. `POST /v1/clicks` does the
 * same for the click-out page and stores the click.
 */
export function recheckRoute(app: FastifyInstance, context: HotelRoutesContext & { clicks: HotelClickRecords }): void {
  const route = apiRoutes(app, 'Hotel search');
  const description =
    'The total the search showed (`previous_total`), the one the site answers now (`total`, null when sold out) and the difference. ' +
    'An unknown search or a rate the search did not find answers 404.';
  route({
    method: 'POST',
    url: '/v1/rates/check',
    contract: {
      summary: 'Check a rate’s price again before going to the site',
      description,
      body: RateCheckBody,
      responses: { 200: RateCheck, 404: ApiError },
    },
    handler: async ({ body }) => recheck(context, body),
  });

  route({
    method: 'POST',
    url: '/v1/clicks',
    contract: {
      summary: 'A click from a rate to its booking site: re-checked, then stored',
      description: `${description} The click is stored with the rate, both totals, the visit's marker and the user when the request has a valid JWT.`,
      body: HotelClickBody,
      responses: { 200: HotelClick, 404: ApiError },
    },
    handler: async ({ body }, request) => {
      const check = await recheck(context, body);
      const clickId = randomUUID();
      const [hotelId, site] = body.rate_id.split('.') as [string, string];
      await context.clicks.add({
        clickId,
        searchId: body.search_id,
        hotelId,
        site,
        rateId: body.rate_id,
        shownPrice: check.previous_total,
        checkedPrice: check.total,
        marker: body.marker ?? directMarker,
        userId: await optionalUser(app, request),
        receivedAt: new Date(context.now()),
      });
      // No personal data in the log: the click, the site and whether the price moved.
      request.log.info({ clickId, site, changed: check.changed, available: check.available }, 'hotel click');
      return { ...check, click_id: clickId };
    },
  });
}
