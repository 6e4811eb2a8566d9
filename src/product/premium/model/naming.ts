import { combine } from 'effector';
import { subscriptionKind } from '../../../platform/brand';
import { subscriptionNames, type Translator } from '../../../platform/i18n';
import { $brand, $market } from '../../../platform/market';

/** The subscription's kind in this visit: Plus, More or My cashback (spec §1). */
export const $subscriptionKind = combine($brand, $market, subscriptionKind);

type T = Translator['t'];

/** Titles naming the visit's subscription; the /cashback landing names My cashback wherever it opens. */
export const premiumTitles = {
  landing: (t: T) => t('premium.title'),
  cashback: (t: T) => t('premium.title', subscriptionNames(t, 'cashback')),
  payment: (t: T) => t('premium.payment.title'),
  status: (t: T) => t('premium.status.title'),
};
