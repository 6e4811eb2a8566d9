import { describe, expect, test } from 'vitest';
import { priceBasisOf, shownPrice } from '../model/price-basis';

describe('hotel price basis', () => {
  test('the visitor’s setting wins over the brand’s default', () => {
    expect(priceBasisOf(true, { brand: 'AS', market: 'ru' })).toBe('night');
    expect(priceBasisOf(false, { brand: 'WA', market: 'us' })).toBe('stay');
  });

  test('without a setting: the stay on the flight brand, per night on the second (spec §9)', () => {
    expect(priceBasisOf(undefined, { brand: 'AS', market: 'ru' })).toBe('stay');
    expect(priceBasisOf(undefined, { brand: 'WA', market: 'us' })).toBe('night');
  });

  test('a price shows the total with every fee, or that total per night', () => {
    const offer = { total: 21000, per_night: 10500 };
    expect(shownPrice(offer, 'stay')).toBe(21000);
    expect(shownPrice(offer, 'night')).toBe(10500);
  });
});
