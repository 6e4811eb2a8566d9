import { createStore } from 'effector';

/** Subscription status values (spec §3); transitions belong to the premium layer. */
export const premiumStatuses = ['active', 'pending', 'not_active'] as const;
export type PremiumStatus = (typeof premiumStatuses)[number];

/** The visitor's premium status: `not_active` for anonymous visitors until an account says otherwise. */
export const $premiumStatus = createStore<PremiumStatus>('not_active');
