import { describe, expect, test } from 'vitest';
import { agencies } from '../agencies';
import { agencyHistory } from '../history';
import { trustScore, type TrustRecord } from '../trust';

const record = (change: Partial<TrustRecord> = {}): TrustRecord => ({
  bookings: 100_000,
  reviews: 3000,
  rating: 4.5,
  complaints_per_1000: 1,
  refund_disputes: 20,
  years: 12,
  ...change,
});

describe('trustScore', () => {
  test('a perfect record scores 10, a bad one near 0', () => {
    expect(trustScore(record({ rating: 5, reviews: 1_000_000, complaints_per_1000: 0, refund_disputes: 0 })).score).toBe(10);
    expect(trustScore(record({ rating: 1, reviews: 1_000_000, complaints_per_1000: 9, refund_disputes: 500, years: 0 })).score).toBe(0);
  });

  test('the parts are the formula’s and sum to the score', () => {
    const trust = trustScore(record());
    // Rating 4.5 over 3000 reviews, pulled towards 3 by 200: 4.406 → 3.4 of 4.
    expect(trust.points).toEqual({ rating: 3.4, complaints: 2.4, disputes: 1.6, years: 1 });
    expect(trust.score).toBe(8.4);
    expect(trust).toMatchObject(record());
  });

  test('a few glowing reviews count for less than many good ones', () => {
    expect(trustScore(record({ rating: 5, reviews: 20 })).points.rating).toBeLessThan(trustScore(record({ rating: 4.6, reviews: 5000 })).points.rating);
  });

  test('more complaints and disputes lower the score', () => {
    expect(trustScore(record({ complaints_per_1000: 4 })).score).toBeLessThan(trustScore(record()).score);
    expect(trustScore(record({ refund_disputes: 80 })).score).toBeLessThan(trustScore(record()).score);
  });
});

describe('agencyHistory', () => {
  test('is the same all year and realistic in size', () => {
    for (const agency of agencies) {
      const history = agencyHistory(agency, 2026);
      expect(agencyHistory(agency, 2026)).toEqual(history);
      expect(history.reviews).toBeGreaterThan(history.bookings / 70);
      expect(history.reviews).toBeLessThan(history.bookings / 25);
      expect(history.rating).toBeGreaterThanOrEqual(1);
      expect(history.rating).toBeLessThanOrEqual(5);
      expect(history.years).toBe(2026 - agency.profile.founded);
    }
  });

  test('a better-run agency earns a better record and score', () => {
    const byQuality = [...agencies].sort((a, b) => b.profile.quality - a.profile.quality);
    const best = agencyHistory(byQuality[0]!, 2026);
    const worst = agencyHistory(byQuality.at(-1)!, 2026);
    expect(best.rating).toBeGreaterThan(worst.rating);
    expect(best.complaints_per_1000).toBeLessThan(worst.complaints_per_1000);
    expect(trustScore(best).score).toBeGreaterThan(trustScore(worst).score + 2);
  });
});
