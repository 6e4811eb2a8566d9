import { distanceKm } from '../fares/geo';
import { draws } from './random';
import type { Hotel } from './types';

export const reviewAspects = ['cleanliness', 'location', 'service', 'value'] as const;
export type ReviewAspect = (typeof reviewAspects)[number];

export const scoreBands = ['excellent', 'very_good', 'good', 'fair', 'poor'] as const;
export type ScoreBand = (typeof scoreBands)[number];

/** What guests' scores come to: each aspect's average and how many scored it, and how the overall scores spread. */
export interface ReviewSummary {
  aspects: { aspect: ReviewAspect; score: number; count: number }[];
  /** Reviews by overall score: 9+, 8–9, 7–8, 5–7, under 5; they add up to the hotel's reviews. */
  bands: { band: ScoreBand; count: number }[];
}

const clampScore = (score: number) => Math.round(Math.min(10, Math.max(1, score)) * 10) / 10;

/**
 * A hotel's review summary, generated from the hotel alone like the rest of the inventory: aspects
 * scatter around its rating, location better near the centre, value better when it is cheap for its
 * stars, cleanliness and service better with stars. No words are put in any guest's mouth.
 */
export function reviewSummary(hotel: Hotel): ReviewSummary {
  const random = draws(`reviews ${hotel.id}`);
  const jitter = () => (random.next() - 0.5) * 0.6;
  const shifts: Record<ReviewAspect, number> = {
    cleanliness: (hotel.stars - 3) * 0.15 + jitter(),
    location: 0.8 - Math.min(1.6, hotel.distanceKm * 0.25) + jitter(),
    service: (hotel.stars - 3) * 0.2 + jitter(),
    value: (1 - hotel.priceLevel) * 2 - (hotel.stars - 3) * 0.1 + jitter(),
  };
  const aspects = reviewAspects.map((aspect) => ({
    aspect,
    score: clampScore(hotel.rating + shifts[aspect]),
    // Not every review scores every aspect.
    count: Math.round(hotel.reviews * (0.55 + random.next() * 0.35)),
  }));
  // Overall scores spread around the rating (a logistic curve), split into the bands.
  const edges = [9, 8, 7, 5];
  const below = (edge: number) => 1 / (1 + Math.exp(-(edge - hotel.rating) / 0.7));
  const shares = [1 - below(9), below(9) - below(8), below(8) - below(7), below(7) - below(5), below(5)];
  const counts = shares.map((share) => Math.floor(share * hotel.reviews));
  // What rounding left goes to the band the rating is in.
  const home = edges.findIndex((edge) => hotel.rating >= edge);
  counts[home === -1 ? 4 : home]! += hotel.reviews - counts.reduce((sum, count) => sum + count, 0);
  return { aspects, bands: scoreBands.map((band, index) => ({ band, count: counts[index]! })) };
}

/**
 * Hotels like this one in its city, nearest first: stars within one and price level within a
 * quarter, the hotel itself left out.
 */
export function similarHotels(hotel: Hotel, cityHotels: readonly Hotel[], max = 4): { hotel: Hotel; distanceKm: number }[] {
  return cityHotels
    .filter(
      (other) => other.id !== hotel.id && Math.abs(other.stars - hotel.stars) <= 1 && Math.abs(other.priceLevel - hotel.priceLevel) <= 0.25 * hotel.priceLevel,
    )
    .map((other) => ({ hotel: other, distanceKm: distanceKm(hotel, other) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.hotel.id < b.hotel.id ? -1 : 1))
    .slice(0, max);
}
