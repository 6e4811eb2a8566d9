import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import {
  ChannelBody,
  favoritesPaths,
  type PriceChannel,
  maxPriceSubscriptions,
  PriceSubscription,
  SubscribeBody,
  SUBSCRIPTION_NOT_FOUND,
  SubscriptionParams,
  SubscriptionsResponse,
  TOO_MANY_SUBSCRIPTIONS,
} from '../../../contracts/favorites';
import type { SearchQuery } from '../../../contracts/search';
import { EMAIL_ALERTS_NEED_EMAIL } from '../../../contracts/user';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { requestVisit } from '../../request-visit';
import { apiRoutes } from '../route';
import { ticketPrice } from './prices';
import type { SubscriptionRow, SubscriptionStore } from './store';

export interface FavoritesRoutesContext {
  store: SubscriptionStore;
  /** Today's cheapest price of a search, null when it has none. */
  cheapest: (query: SearchQuery, at: Date) => number | null;
  /** Whether the user has an active e-mail: where alerts go when the request names no channel. */
  hasEmail: (userId: string) => Promise<boolean>;
  /** Why a search cannot run now (unknown place, past date …), null when it can. */
  problem: (query: SearchQuery, at: Date) => { message: string; code: string } | null;
  now: () => number;
}

/** 422 when alerts would go by e-mail to a user without an active e-mail: they could never arrive. */
async function checkChannel(channel: PriceChannel | undefined, userId: string, hasEmail: (userId: string) => Promise<boolean>): Promise<void> {
  if (channel === 'email' && !(await hasEmail(userId))) throw new HttpError(422, `channel: ${EMAIL_ALERTS_NEED_EMAIL}`, 'no_active_email');
}

/** The price subscriptions of the logged-in user: subscribe, list with today's prices, channel, unsubscribe. */
export function favoritesRoutes(app: FastifyInstance, { store, cheapest, hasEmail, problem, now }: FavoritesRoutesContext): void {
  const route = apiRoutes(app, 'Favorites', { personal: true });

  const answer = (row: SubscriptionRow, current: number | null): PriceSubscription => ({
    id: row.id,
    search_params: row.query,
    ticket: row.ticket,
    channel: row.channel,
    subscribed_price: row.subscribedPrice,
    current_price: current,
    change: current === null ? null : current - row.subscribedPrice,
    created_at: row.createdAt.toISOString(),
  });

  route({
    method: 'GET',
    url: favoritesPaths.subscriptions,
    private: true,
    contract: {
      summary: 'Price subscriptions with today\u2019s cheapest price and the change since subscribing, newest first',
      responses: { 200: SubscriptionsResponse },
    },
    handler: async ({ session: { userId } }) => {
      const at = new Date(now());
      return { subscriptions: (await store.list(userId)).map((row) => answer(row, cheapest(row.query, at))) };
    },
  });

  route({
    method: 'POST',
    url: favoritesPaths.subscriptions,
    private: true,
    // Subscribing runs the search: as many a minute as searches.
    config: { rateLimit: { max: app.config.searchRateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'Subscribes to a search\u2019s price (spec §5: its parameters and the cheapest ticket); the same search again answers its subscription',
      body: SubscribeBody,
      responses: { 201: PriceSubscription, 200: PriceSubscription, 409: ApiError, 422: ApiError },
    },
    handler: async ({ body, session: { userId } }, request, reply) => {
      const query = body.search_params!;
      const ticket = body.ticket!;
      const at = new Date(now());
      const unsearchable = problem(query, at);
      if (unsearchable) throw badRequest(`search_params: ${unsearchable.message}`, unsearchable.code);
      await checkChannel(body.channel, userId, hasEmail);
      if ((await store.count(userId)) >= maxPriceSubscriptions) throw new HttpError(409, TOO_MANY_SUBSCRIPTIONS, 'too_many_subscriptions');
      // The price the user subscribed at is the engine's, not the one the request claims.
      const current = cheapest(query, at);
      const { row, created } = await store.add({
        userId,
        query,
        ticket,
        // Without a choice: e-mail when there is an address to send to, else the browser.
        channel: body.channel ?? ((await hasEmail(userId)) ? 'email' : 'web_push'),
        language: requestVisit(app, request).language,
        subscribedPrice: current ?? ticketPrice(ticket),
      });
      return reply.status(created ? 201 : 200).send(answer(row, current));
    },
  });

  route({
    method: 'PATCH',
    url: '/v1/subscriptions/:id',
    private: true,
    contract: {
      summary: 'Chooses where the subscription\u2019s price alerts go; `email` needs an active e-mail (422)',
      params: SubscriptionParams,
      body: ChannelBody,
      responses: { 200: PriceSubscription, 404: ApiError, 422: ApiError },
    },
    handler: async ({ params, body, session: { userId } }) => {
      await checkChannel(body.channel, userId, hasEmail);
      const row = await store.setChannel(userId, params.id, body.channel);
      if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
      return answer(row, cheapest(row.query, new Date(now())));
    },
  });

  route({
    method: 'DELETE',
    url: '/v1/subscriptions/:id',
    private: true,
    contract: { summary: 'Unsubscribes', params: SubscriptionParams, responses: { 204: { description: 'Unsubscribed' }, 404: ApiError } },
    handler: async ({ params, session: { userId } }, _request, reply) => {
      if (!(await store.remove(userId, params.id))) throw notFound(SUBSCRIPTION_NOT_FOUND);
      return reply.status(204).send();
    },
  });
}
