import * as z from 'zod/v4-mini';
import { favoritesPaths, PriceSubscription, SubscriptionsResponse, type ChannelBody, type SubscribeBody } from '../../../contracts/favorites';
import { createApiMutation, createApiQuery } from '../../../platform/request';

// The favorites host's calls: price subscriptions of flight searches (private: the user's JWT).

/** `GET {favorites}/v1/subscriptions`: with today's cheapest price and the change. */
export const subscriptionsQuery = createApiQuery({
  request: { method: 'GET', host: 'favorites', path: () => favoritesPaths.subscriptions },
  response: SubscriptionsResponse,
  timeoutMs: 15_000,
});

/** `POST {favorites}/v1/subscriptions`: a search and its cheapest ticket (spec §5). */
export const subscribeMutation = createApiMutation({
  request: { method: 'POST', host: 'favorites', path: () => favoritesPaths.subscriptions, body: (body: SubscribeBody) => body },
  response: PriceSubscription,
  timeoutMs: 15_000,
});

/** `PATCH {favorites}/v1/subscriptions/{id}`: where its alerts go. */
export const channelMutation = createApiMutation({
  request: { method: 'PATCH', host: 'favorites', path: ({ id }: ChannelBody & { id: string }) => favoritesPaths.subscription(id), body: ({ channel }) => ({ channel }) },
  response: PriceSubscription,
  timeoutMs: 15_000,
});

/** `DELETE {favorites}/v1/subscriptions/{id}` */
export const unsubscribeMutation = createApiMutation({
  request: { method: 'DELETE', host: 'favorites', path: ({ id }: { id: string }) => favoritesPaths.subscription(id) },
  response: z.unknown(),
  timeoutMs: 15_000,
});
