import { describe, expect, test } from 'vitest';
import { placesFixture } from '../../../testing/places-fixture';
import { priceDrift, steadyMinutes } from '../drift';
import { SimulatedHotelProvider } from '../simulated';

const keys = Array.from({ length: 400 }, (_, index) => `LED-${index % 40}.roomradar.standard_double.breakfast.free:${index}`);

describe('a rate’s price after the search', () => {
  test('holds for the first quarter hour; later moves by a few per cent at most, the same on every check', () => {
    expect(keys.every((key) => priceDrift(key, steadyMinutes - 1) === 1)).toBe(true);
    const later = keys.map((key) => priceDrift(key, 45));
    expect(keys.map((key) => priceDrift(key, 45))).toEqual(later);
    // Sell-outs come only after an hour.
    expect(later.every((factor) => factor !== null && factor >= 0.97 && factor <= 1.04)).toBe(true);
    expect(later.some((factor) => factor! > 1)).toBe(true);
    expect(later.some((factor) => factor! < 1)).toBe(true);
    expect(later.filter((factor) => factor === 1).length).toBeGreaterThan(keys.length / 3);
    const hours = keys.map((key) => priceDrift(key, 180));
    expect(hours.some((factor) => factor === null)).toBe(true);
  });

  test('a re-check prices the same rate with the moved nights and its fees worked out again', () => {
    const provider = new SimulatedHotelProvider(placesFixture);
    const hotel = provider.city('LED')!.hotels[5]!;
    const stay = { checkIn: '2026-04-14', checkOut: '2026-04-16', adults: 2, childAges: [], rooms: 1 };
    const startedAt = new Date('2026-03-02T09:00:00Z');
    const rates = provider.rates(hotel, stay, { startedAt });
    for (const rate of rates) {
      expect(provider.recheck(hotel, stay, rate.id, { startedAt, checkedAt: startedAt })).toEqual(rate);
      const later = provider.recheck(hotel, stay, rate.id, { startedAt, checkedAt: new Date(startedAt.getTime() + 2 * 3_600_000) });
      if (!later) continue;
      expect(later.id).toBe(rate.id);
      expect(later.total).toBe(later.roomTotal + later.fees.reduce((sum, fee) => sum + fee.amount, 0));
      expect(Math.abs(later.total / rate.total - 1)).toBeLessThan(0.05);
    }
    expect(provider.recheck(hotel, stay, `${hotel.id}.nosuchsite.suite.breakfast.free`, { startedAt, checkedAt: startedAt })).toBeNull();
  });
});
