import { appName, subscriptionKind, type BrandCode, type SubscriptionKind } from '../brand';
import type { MessageKey } from './catalogue';

/**
 * Names every message may use as placeholders without being given them (spec §1): the app's
 * name and the subscription's short and long names, as this brand calls them in this market.
 */
export interface Names {
  appName: string;
  subscriptionName: string;
  subscriptionLongName: string;
}

/** The subscription's short name per kind: More, My cashback, Plus. */
export const subscriptionNameKeys = {
  more: 'subscription.more',
  cashback: 'subscription.cashback',
  plus: 'subscription.plus',
} as const satisfies Record<SubscriptionKind, MessageKey>;

/** The subscription's long name per kind, which may name the app: Aviasmart More, WayAround Plus. */
export const subscriptionLongNameKeys = {
  more: 'subscription.more.long',
  cashback: 'subscription.cashback.long',
  plus: 'subscription.plus.long',
} as const satisfies Record<SubscriptionKind, MessageKey>;

export interface Visit {
  brand: BrandCode;
  market: string;
  language: string;
}

/** The names of a visit; `format` formats a message of the visit's bundle with the given values only. */
export function visitNames({ brand, market, language }: Visit, format: (key: MessageKey, values: Record<string, string>) => string): Names {
  const kind = subscriptionKind(brand, market);
  const app = appName(brand, market, language);
  const subscriptionName = format(subscriptionNameKeys[kind], {});
  return {
    appName: app,
    subscriptionName,
    subscriptionLongName: format(subscriptionLongNameKeys[kind], { appName: app, subscriptionName }),
  };
}

/** The subscription names of `kind` rather than the visit's own (the /cashback landing in any market). */
export function subscriptionNames(
  t: (key: MessageKey, values?: Record<string, string>) => string,
  kind: SubscriptionKind,
): Pick<Names, 'subscriptionName' | 'subscriptionLongName'> {
  const subscriptionName = t(subscriptionNameKeys[kind]);
  return { subscriptionName, subscriptionLongName: t(subscriptionLongNameKeys[kind], { subscriptionName }) };
}
