import { combine } from 'effector';
import { subscriptionKind, type SubscriptionKind } from '../../../platform/brand';
import { $translator, subscriptionNames } from '../../../platform/i18n';
import { $brand, $market } from '../../../platform/market';

/** The subscription's kind in this visit: Plus, More or My cashback (spec §1). */
export const $subscriptionKind = combine($brand, $market, subscriptionKind);

/** A title naming the visit's subscription, or the subscription of `kind` (the /cashback landing). */
const named = (key: 'premium.title' | 'premium.payment.title' | 'premium.status.title', kind?: SubscriptionKind) =>
  $translator.map((translator) => (translator ? translator.t(key, kind ? subscriptionNames(translator.t, kind) : undefined) : ''));

export const $landingTitle = named('premium.title');
export const $cashbackTitle = named('premium.title', 'cashback');
export const $paymentTitle = named('premium.payment.title');
export const $statusTitle = named('premium.status.title');
