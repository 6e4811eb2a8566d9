import { describe, expect, test } from 'vitest';
import { placesFixture } from '../../../testing/places-fixture';
import { reviewAspects, reviewSummary, similarHotels } from '../reviews';
import { SimulatedHotelProvider } from '../simulated';

const city = new SimulatedHotelProvider(placesFixture).city('LED')!;

describe('a hotel’s review summary', () => {
  test('every aspect scored from 1 to 10 by part of the reviews; the bands add up to the reviews; the same every time', () => {
    for (const hotel of city.hotels) {
      const summary = reviewSummary(hotel);
      expect(summary).toEqual(reviewSummary(hotel));
      expect(summary.aspects.map((item) => item.aspect)).toEqual([...reviewAspects]);
      for (const { score, count } of summary.aspects) {
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(10);
        expect(count).toBeLessThanOrEqual(hotel.reviews);
      }
      expect(summary.bands.reduce((sum, band) => sum + band.count, 0)).toBe(hotel.reviews);
      expect(summary.bands.every((band) => band.count >= 0)).toBe(true);
    }
  });

  test('aspects stay near the rating, and location is better near the centre', () => {
    const location = (km: (distance: number) => boolean) => {
      const hotels = city.hotels.filter((hotel) => km(hotel.distanceKm));
      return hotels.reduce((sum, hotel) => sum + reviewSummary(hotel).aspects[1]!.score - hotel.rating, 0) / hotels.length;
    };
    expect(location((km) => km < 1.5)).toBeGreaterThan(location((km) => km > 4));
    for (const hotel of city.hotels) for (const { score } of reviewSummary(hotel).aspects) expect(Math.abs(score - hotel.rating)).toBeLessThan(2.2);
  });
});

describe('similar hotels', () => {
  test('of the same city, stars within one, a like price level, nearest first, never the hotel itself', () => {
    for (const hotel of city.hotels.slice(0, 20)) {
      const similar = similarHotels(hotel, city.hotels);
      expect(similar.length).toBeLessThanOrEqual(4);
      expect(similar.map((item) => item.hotel.id)).not.toContain(hotel.id);
      for (const { hotel: other } of similar) {
        expect(other.cityCode).toBe(hotel.cityCode);
        expect(Math.abs(other.stars - hotel.stars)).toBeLessThanOrEqual(1);
      }
      const distances = similar.map((item) => item.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    expect(city.hotels.some((hotel) => similarHotels(hotel, city.hotels).length > 0)).toBe(true);
  });
});
