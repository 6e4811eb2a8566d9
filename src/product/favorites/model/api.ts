import * as z from 'zod/v4-mini';
import { favoritesPaths, PriceSubscription, SubscriptionsResponse, type ChannelBody } from '../../../contracts/favorites';
import { createApiMutation, createApiQuery } from '../../../platform/request';

// The favorites host's calls for the list of price subscriptions (private: the user's JWT). Creating
// one is the results page's (./subscribe.ts): each call costs start-up time to build, and that page
// needs only that one.

/** `GET {favorites}/v1/subscriptions`: with today's cheapest price and the change. */
export const subscriptionsQuery = createApiQuery({
  request: { method: 'GET', host: 'favorites', path: () => favoritesPaths.subscriptions },
  response: SubscriptionsResponse,
  timeoutMs: 15_000,
});

/** `PATCH {favorites}/v1/subscriptions/{id}`: where its alerts go. */
export const channelMutation = createApiMutation({
  request: {
    method: 'PATCH',
    host: 'favorites',
    path: ({ id }: ChannelBody & { id: string }) => favoritesPaths.subscription(id),
    body: ({ channel }) => ({ channel }),
  },
  response: PriceSubscription,
  timeoutMs: 15_000,
});

/** `DELETE {favorites}/v1/subscriptions/{id}` */
export const unsubscribeMutation = createApiMutation({
  request: { method: 'DELETE', host: 'favorites', path: ({ id }: { id: string }) => favoritesPaths.subscription(id) },
  response: z.unknown(),
  timeoutMs: 15_000,
});
