import { describe, expect, test } from 'vitest';
import { activeFilters, filtersReset, groupReset, toggled } from '../model/filters';
import { emptyView } from '../model/search-url';

describe('hotel filter state', () => {
  test('a value is added, then taken away', () => {
    const once = toggled(emptyView, 'stars', 4);
    expect(once.stars).toEqual([4]);
    expect(toggled(toggled(once, 'stars', 5), 'stars', 4).stars).toEqual([5]);
  });

  test('a group resets alone; reset all keeps the order', () => {
    const view = { ...toggled(toggled(emptyView, 'amenities', 'pool'), 'stars', 5), sort: 'distance' as const, freeCancellation: true, priceMin: 1000 };
    expect(activeFilters(view)).toBe(4);
    expect(groupReset(view, 'amenities')).toEqual({ ...view, amenities: [] });
    expect(groupReset(view, 'price')).toMatchObject({ priceMin: null, priceMax: null, stars: [5] });
    expect(groupReset(view, 'freeCancellation').freeCancellation).toBe(false);
    expect(filtersReset(view)).toEqual({ ...emptyView, sort: 'distance' });
    expect(activeFilters(filtersReset(view))).toBe(0);
  });
});
