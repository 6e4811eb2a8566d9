import { describe, expect, test } from 'vitest';
import type { Hotel, Rate } from '../../../engines/hotels';
import { hotelFacets } from '../facets';
import { bestOf, evaluate, listHotels, type Candidate, type ListFilters } from '../listing';

const rate = (hotelId: string, site: string, total: number, change: Partial<Rate> = {}): Rate => ({
  id: `${hotelId}.${site}.standard_double.${change.meal ?? 'room_only'}.${change.cancellation?.kind === 'free' ? 'free' : 'nr'}`,
  hotelId,
  site,
  room: 'standard_double',
  meal: 'room_only',
  cancellation: { kind: 'non_refundable' },
  nights: [
    { date: '2026-04-01', price: total / 2 },
    { date: '2026-04-02', price: total / 2 },
  ],
  roomTotal: total,
  fees: [],
  total,
  perNight: total / 2,
  dueNow: total,
  dueAtProperty: 0,
  ...change,
});

const hotel = (id: string, change: Partial<Hotel>): Hotel =>
  ({ id, stars: 3, rating: 7, reviews: 100, popularity: 50, amenities: ['wifi'], distanceKm: 1, ...change }) as Hotel;

const free = { cancellation: { kind: 'free', until: '2026-03-30T09:00:00.000Z' } } as const;
const candidates: Candidate[] = [
  {
    hotel: hotel('A', { stars: 5, rating: 9.1, popularity: 90, amenities: ['wifi', 'pool'] }),
    districtId: 'centre',
    distanceKm: 0.5,
    rates: [rate('A', 's1', 30_000), rate('A', 's2', 28_000, free)],
  },
  {
    hotel: hotel('B', { stars: 4, rating: 8.2, popularity: 70 }),
    districtId: 'centre',
    distanceKm: 2,
    rates: [rate('B', 's1', 12_000), rate('B', 's2', 14_000, { ...free, meal: 'breakfast' })],
  },
  { hotel: hotel('C', { stars: 3, rating: 6.5, popularity: 95 }), districtId: 'north', distanceKm: 6, rates: [rate('C', 's1', 8_000)] },
  { hotel: hotel('D', { stars: 2, rating: 7.4, popularity: 10 }), districtId: 'north', distanceKm: 4, rates: [rate('D', 's3', 8_000, free)] },
];
const none: ListFilters = { priceBasis: 'stay' };
const ids = (filters: ListFilters, sort: Parameters<typeof listHotels>[2] = 'price') =>
  listHotels(candidates, filters, sort).map((entry) => entry.candidate.hotel.id);

describe('the hotel list', () => {
  test('the best offer is the cheapest total, whoever sells it; equal totals by rate id', () => {
    expect(bestOf(candidates[0]!.rates)?.total).toBe(28_000);
    expect(bestOf([rate('X', 'zz', 100), rate('X', 'aa', 100)])?.site).toBe('aa');
    expect(bestOf([])).toBeUndefined();
  });

  test('orders: price (ties by popularity), rating, distance, popularity', () => {
    expect(ids(none)).toEqual(['C', 'D', 'B', 'A']);
    expect(ids(none, 'rating')).toEqual(['A', 'B', 'D', 'C']);
    expect(ids(none, 'distance')).toEqual(['A', 'B', 'D', 'C']);
    expect(ids(none, 'popularity')).toEqual(['C', 'A', 'B', 'D']);
  });

  test('filters: stars, rating, amenities, district, free cancellation, board, price of the best offer left', () => {
    expect(ids({ ...none, stars: [4, 5] })).toEqual(['B', 'A']);
    expect(ids({ ...none, ratingMin: 8 })).toEqual(['B', 'A']);
    expect(ids({ ...none, amenities: ['wifi', 'pool'] })).toEqual(['A']);
    expect(ids({ ...none, districts: ['north'] })).toEqual(['C', 'D']);
    // With free cancellation only, B's best offer is its dearer free rate.
    expect(ids({ ...none, freeCancellation: true })).toEqual(['D', 'B', 'A']);
    expect(evaluate(candidates[1]!, { ...none, freeCancellation: true })?.best.total).toBe(14_000);
    expect(ids({ ...none, mealPlans: ['breakfast'] })).toEqual(['B']);
    expect(ids({ ...none, priceMin: 10_000, priceMax: 20_000 })).toEqual(['B']);
    expect(ids({ priceBasis: 'night', priceMin: 5_000, priceMax: 6_000 })).toEqual(['B']);
  });

  test('facets count what each value would leave with the other filters applied', () => {
    const filters: ListFilters = { ...none, stars: [5], freeCancellation: true };
    const facets = hotelFacets(candidates, filters, (id) => id.toUpperCase());
    expect(facets.stars).toEqual([
      { value: 5, count: 1 },
      { value: 4, count: 1 },
      { value: 2, count: 1 },
    ]);
    expect(facets.free_cancellation).toBe(1);
    expect(facets.price).toEqual({ min: 28_000, max: 28_000 });
    expect(facets.districts).toEqual([{ id: 'centre', name: 'CENTRE', count: 1 }]);
    expect(facets.amenities).toEqual([
      { value: 'wifi', count: 1 },
      { value: 'pool', count: 1 },
    ]);
    expect(hotelFacets(candidates, none, (id) => id).rating).toEqual([
      { min: 9, count: 1 },
      { min: 8, count: 2 },
      { min: 7, count: 3 },
      { min: 6, count: 4 },
    ]);
    expect(hotelFacets(candidates, none, (id) => id).meal_plans).toEqual([
      { value: 'room_only', count: 4 },
      { value: 'breakfast', count: 1 },
    ]);
  });
});
