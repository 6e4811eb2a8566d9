import { favoritesPaths, PriceSubscription, type SubscribeBody } from '../../../contracts/favorites';
import { createApiMutation } from '../../../platform/request';

/** `POST {favorites}/v1/subscriptions`: a search and its cheapest ticket (spec §5); private (the user's JWT). */
export const subscribeMutation = createApiMutation({
  request: { method: 'POST', host: 'favorites', path: () => favoritesPaths.subscriptions, body: (body: SubscribeBody) => body },
  response: PriceSubscription,
  timeoutMs: 15_000,
});
