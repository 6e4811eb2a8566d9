import { createEvent, createStore, sample } from 'effector';
import type { MarketingSubscription, marketingTopics } from '../../../contracts/marketing';
import { $language, $market } from '../../../platform/market';
import { isHttp } from '../../../platform/request';
import { $settings, userReset } from '../../../platform/user';
import { marketingSubscriptionMutation, marketingSubscriptionQuery } from '../../../platform/user/api/marketing';

export type MarketingTopic = (typeof marketingTopics)[number];
export interface MarketingChoice {
  subscribed: boolean;
  topics: MarketingTopic[];
}

/** The notifications page was opened by a logged-in traveller: the subscription is read. */
export const marketingOpened = createEvent();
/** The traveller changed the newsletter choice: it is saved at once. */
export const marketingChanged = createEvent<MarketingChoice>();

/** The subscription as the server keeps it; null before the first choice. */
export const $marketing = createStore<MarketingSubscription | null>(null, { serialize: 'ignore' })
  .on(marketingSubscriptionQuery.finished.success, (_, { result }) => result.subscription)
  .on(marketingSubscriptionMutation.finished.success, (_, { result }) => result)
  .reset(userReset);
export const $marketingStatus = marketingSubscriptionQuery.$status;

/** The choice being saved, shown meanwhile; the saved one (or the old one, on a failure) replaces it. */
export const $marketingChoice = createStore<MarketingChoice | null>(null, { serialize: 'ignore' })
  .on(marketingChanged, (_, choice) => choice)
  .reset(marketingSubscriptionMutation.finished.finally, userReset);

sample({ clock: marketingOpened, target: marketingSubscriptionQuery.refresh });

// In the market of the visit and the language notifications are set to (the page's otherwise).
sample({
  clock: marketingChanged,
  source: { market: $market, language: $language, settings: $settings },
  fn: ({ market, language, settings }, choice) => ({ market, language: settings.notification_language ?? language, ...choice }),
  target: marketingSubscriptionMutation.start,
});

/** How the last change went; `no_email` is the server's 422: there is no e-mail to send to yet. */
export type MarketingSave = 'saving' | 'saved' | 'no_email' | 'failed';
export const $marketingSave = createStore<MarketingSave | null>(null, { serialize: 'ignore' })
  .on(marketingSubscriptionMutation.started, () => 'saving')
  .on(marketingSubscriptionMutation.finished.success, () => 'saved')
  .on(marketingSubscriptionMutation.finished.failure, (_, { error }) => (isHttp(error) && error.status === 422 ? 'no_email' : 'failed'))
  .reset(userReset, marketingOpened);
