import type { AgencyTrust } from '../../../contracts';

/** An agency's record over its history: what the trust score is computed from. */
export type TrustRecord = Omit<AgencyTrust, 'score' | 'points'>;

/** Reviews a rating is pulled towards the middle (3) with: a handful of five-star reviews proves little. */
export const ratingPrior = 200;

/**
 * The trust score, 0..10, and the points each part gives (rounded to tenths, summing to the score):
 * - rating, up to 4: the average review, pulled towards 3 by `ratingPrior` reviews;
 * - complaints, up to 3: none per 1000 bookings gives 3, five or more give 0;
 * - refund disputes, up to 2: none gives 2, one or more per 1000 bookings gives 0;
 * - years on the market, up to 1: a tenth a year, ten years or more give 1.
 */
export function trustScore(record: TrustRecord): AgencyTrust {
  const rating = (record.rating * record.reviews + 3 * ratingPrior) / (record.reviews + ratingPrior);
  const perThousand = (count: number) => (record.bookings > 0 ? (count / record.bookings) * 1000 : 0);
  const disputeRate = record.bookings > 0 ? perThousand(record.refund_disputes) : record.refund_disputes > 0 ? 1 : 0;
  const points = {
    rating: tenths(((rating - 1) / 4) * 4),
    complaints: tenths(3 * Math.max(0, 1 - record.complaints_per_1000 / 5)),
    disputes: tenths(2 * Math.max(0, 1 - disputeRate)),
    years: tenths(Math.min(1, record.years / 10)),
  };
  const score = tenths(points.rating + points.complaints + points.disputes + points.years);
  return { ...record, score, points };
}

const tenths = (value: number) => Math.round(value * 10) / 10;
