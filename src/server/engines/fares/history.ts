import type { Agency } from './agencies';
import { prng } from './random';
import type { TrustRecord } from './trust';

/**
 * A simulated review and complaint history of an agency over the last year: reviews drawn one by
 * one around its service quality, complaints and refund disputes drawn per thousand bookings.
 * Seeded by the agency and the year, so it is the same all year and moves a little the next.
 */
export function agencyHistory(agency: Agency, year: number): TrustRecord {
  const { quality, bookingsPerYear, founded, strictRefunds } = agency.profile;
  const random = prng(`${agency.id}history${year}`);
  const bookings = Math.round(bookingsPerYear * (0.9 + 0.2 * random()));
  // One traveller in 30 to 60 writes a review.
  const reviews = Math.round(bookings / (30 + 30 * random()));
  let stars = 0;
  for (let i = 0; i < reviews; i++) stars += review(quality, random());
  // A poor agency draws about six complaints per 1000 bookings, a good one under one.
  let complaints = 0;
  const thousands = Math.ceil(bookings / 1000);
  for (let i = 0; i < thousands; i++) complaints += Math.round((1 - quality) * 8 * (0.5 + random()));
  const disputeShare = strictRefunds ? 0.25 : 0.08;
  const refundDisputes = Math.round(complaints * disputeShare * (0.7 + 0.6 * random()));
  return {
    bookings,
    reviews,
    rating: reviews > 0 ? Math.round((stars / reviews) * 100) / 100 : 3,
    complaints_per_1000: bookings > 0 ? Math.round((complaints / bookings) * 10_000) / 10 : 0,
    refund_disputes: refundDisputes,
    years: Math.max(0, year - founded),
  };
}

/** One review, 1..5 stars: mostly around the agency's quality, now and then a bad trip. */
function review(quality: number, draw: number): number {
  if (draw < 0.08 * (1 - quality) + 0.02) return 1;
  return Math.min(5, Math.max(1, Math.round(2 + 3 * quality + (draw - 0.5) * 2)));
}
