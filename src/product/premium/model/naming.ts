import { combine } from 'effector';
import { subscriptionKind, type SubscriptionKind } from '../../../platform/brand';
import { $translator } from '../../../platform/i18n';
import { $brand, $market } from '../../../platform/market';

export const subscriptionKey = (kind: SubscriptionKind) => `subscription.${kind}` as const;

/** The subscription's short name in this visit: Plus, More or My cashback (spec §1). */
export const $subscriptionKind = combine($brand, $market, subscriptionKind);

const named = (key: 'premium.title' | 'premium.payment.title' | 'premium.status.title', kind?: SubscriptionKind) =>
  combine($translator, $subscriptionKind, (translator, visitKind) =>
    translator ? translator.t(key, { subscription: translator.t(subscriptionKey(kind ?? visitKind)) }) : '',
  );

export const $landingTitle = named('premium.title');
export const $cashbackTitle = named('premium.title', 'cashback');
export const $paymentTitle = named('premium.payment.title');
export const $statusTitle = named('premium.status.title');
