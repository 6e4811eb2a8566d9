import * as z from 'zod/v4-mini';
import { email, marketCode } from './fields';
import { ActivationStatus } from './user';
import { settingsLanguages } from './user-settings';

// --- marketing ---------------------------------------------------------------------------------------------

export const marketingTopics = ['deals', 'news', 'price_alerts'] as const;

/** `POST /api/v2/marketing/subscriptions` */
export const MarketingSubscriptionBody = z.object({
  market: marketCode,
  language: z.enum(settingsLanguages, 'Unknown language'),
  /** Subscribe (true) or unsubscribe (false). */
  subscribed: z._default(z.boolean(), true),
  /** Where to send; the active e-mail when left out. */
  email: z.optional(email),
  topics: z._default(z.array(z.enum(marketingTopics)).check(z.maxLength(marketingTopics.length)), ['deals']),
});
export type MarketingSubscriptionBody = z.input<typeof MarketingSubscriptionBody>;

/** `pending` until the e-mail is active. */
export const MarketingSubscription = z.object({
  market: z.string(),
  language: z.string(),
  email: z.nullable(z.string()),
  topics: z.array(z.string()),
  status: ActivationStatus,
});
export type MarketingSubscription = z.infer<typeof MarketingSubscription>;
/** `GET /api/v2/marketing/subscriptions`: null until the user first chose. */
export const MarketingSubscriptionResponse = z.object({ subscription: z.nullable(MarketingSubscription) });
export type MarketingSubscriptionResponse = z.infer<typeof MarketingSubscriptionResponse>;
