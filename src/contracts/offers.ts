import * as z from 'zod/v4-mini';

/**
 * What an offer of a search carries beyond its price (`Offer` in `search.ts`), and what a search
 * answers once per agency (`SearchResults.agencies`) rather than in every offer.
 */

const roubles = z.int().check(z.nonnegative());

/** Whether a ticket may be refunded or changed: not at all, for a fee per passenger, or free. */
export const fareRules = ['not_allowed', 'fee', 'free'] as const;
export const FareRule = z.object({
  rule: z.enum(fareRules),
  /** Per passenger with a seat, roubles; only with `fee`. */
  fee: z.optional(roubles),
});
export type FareRule = z.infer<typeof FareRule>;

/** The card kinds of spec §3 (`payment_options`) and §9. */
export const cardMethods = ['ru_card', 'ww_card'] as const;
export const CardMethod = z.enum(cardMethods);
export type CardMethod = z.infer<typeof CardMethod>;

/** A payment method an agency takes and what it charges for paying with it, on the whole order. */
export const CardFee = z.object({
  method: CardMethod,
  /** Share of the order: 1.5 = 1.5 %. */
  percent: z.number().check(z.nonnegative(), z.maximum(10)),
  /** Added once per order, roubles. */
  fixed: roubles,
});
export type CardFee = z.infer<typeof CardFee>;

/**
 * The agency's record the trust score is made of (from its review and complaint history), the
 * points each part gives and the score, 0..10. The formula is `trustScore` of the fare engine.
 */
export const AgencyTrust = z.object({
  score: z.number().check(z.minimum(0), z.maximum(10)),
  /** Bookings in the last year, what the complaint and dispute rates are counted against. */
  bookings: z.int().check(z.nonnegative()),
  reviews: z.int().check(z.nonnegative()),
  /** Average review, 1..5. */
  rating: z.number().check(z.minimum(1), z.maximum(5)),
  complaints_per_1000: z.number().check(z.nonnegative()),
  /** Refund disputes in the last year. */
  refund_disputes: z.int().check(z.nonnegative()),
  years: z.int().check(z.nonnegative()),
  /** Points each part adds to the score (rating, complaints, disputes, years); they sum to `score`. */
  points: z.object({ rating: z.number(), complaints: z.number(), disputes: z.number(), years: z.number() }),
});
export type AgencyTrust = z.infer<typeof AgencyTrust>;

/** An agency of a search: once per answer, keyed by its id. */
export const AgencyDetails = z.object({
  name: z.string(),
  /** Payment methods it takes, with their fees. */
  payment: z.array(CardFee).check(z.minLength(1)),
  trust: AgencyTrust,
});
export type AgencyDetails = z.infer<typeof AgencyDetails>;

/** One line of a total: the fare, the checked bags bought on top, the card fee. */
export const TotalPart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fare'), amount: z.number() }),
  z.object({ kind: z.literal('bags'), count: z.int(), amount: z.number() }),
  z.object({ kind: z.literal('card_fee'), method: CardMethod, percent: z.number(), fixed: z.number(), amount: z.number() }),
]);
export type TotalPart = z.infer<typeof TotalPart>;

/** What the traveller pays for an offer with the bags and card chosen (`offerTotal` of platform/payment computes it). */
export const OfferTotal = z.object({
  /** Roubles, for all passengers. */
  total: z.number(),
  /** Roubles, the total shared by every passenger (infants included), rounded. */
  perPassenger: z.number(),
  parts: z.array(TotalPart),
});
export type OfferTotal = z.infer<typeof OfferTotal>;

/** What the agency sells beyond the fare itself; optional in `Offer` as not every source knows it. */
export const OfferTerms = {
  refund: z.optional(FareRule),
  change: z.optional(FareRule),
  /** A cabin bag is included (a small personal item always is). */
  hand_luggage: z.optional(z.boolean()),
  /** Checked bags included per passenger with a seat; with `baggage` at least 1. */
  bags_included: z.optional(z.int().check(z.nonnegative(), z.maximum(2))),
  /** Price per passenger with a seat of each further checked bag the fare allows, roubles, in order. */
  extra_bags: z.optional(z.array(roubles).check(z.maxLength(2))),
  /** Minutes before the search that the agency last confirmed the price. */
  price_age: z.optional(z.int().check(z.nonnegative())),
};
