import type { BrandCode } from './brands';

/** Markets where the flight brand's subscription is called "My cashback" (spec §9). */
export const cashbackMarkets = ['ua', 'kz', 'uz', 'kg', 'az', 'tj', 'ge', 'am'] as const;

export type SubscriptionKind = 'more' | 'cashback' | 'plus';

/** The subscription's short name (spec §1): Plus for the second brand, More or My cashback for the first. */
export function subscriptionKind(brand: BrandCode, market: string): SubscriptionKind {
  if (brand === 'WA') return 'plus';
  return (cashbackMarkets as readonly string[]).includes(market) ? 'cashback' : 'more';
}
