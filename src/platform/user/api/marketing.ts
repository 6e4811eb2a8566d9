import type { MarketingSubscriptionBody } from '../../../contracts/marketing';
import { userPaths } from '../../../contracts/plain/user';
import { createApiMutation, createApiQuery } from '../../request';

// The user service's calls (spec §7) for the marketing subscription.

/** `GET /api/v2/marketing/subscriptions`: null before the user first chose. */
export const marketingSubscriptionQuery = createApiQuery({
  request: { method: 'GET', host: 'userService', path: () => userPaths.marketingSubscriptions },
  response: () => import('../../../contracts/marketing').then((contracts) => contracts.MarketingSubscriptionResponse),
  timeoutMs: 10_000,
});

/** `POST /api/v2/marketing/subscriptions`: subscribe, change the topics or leave (422: no e-mail to send to). */
export const marketingSubscriptionMutation = createApiMutation({
  request: { method: 'POST', host: 'userService', path: () => userPaths.marketingSubscriptions, body: (body: MarketingSubscriptionBody) => body },
  response: () => import('../../../contracts/marketing').then((contracts) => contracts.MarketingSubscription),
  timeoutMs: 15_000,
});
