import { expect, test } from 'vitest';
import { placesFixture } from '../../../testing/places-fixture';

test('the cities nearest to a point come nearest first', () => {
  // Central Almaty, then Tashkent (~680 km) and nothing else of the fixture closer.
  expect(placesFixture.nearestCities({ lat: 43.2298, lon: 76.9487 }, 2).map((city) => city.code)).toEqual(['ALA', 'TAS']);
  // Between Dubai and Abu Dhabi, nearer to Abu Dhabi.
  expect(placesFixture.nearestCities({ lat: 24.6, lon: 54.6 }, 3).map((city) => city.code)).toEqual(['AUH', 'DXB', 'DOH']);
});

test('asking for more cities than there are gives them all, and for none nothing', () => {
  expect(placesFixture.nearestCities({ lat: 0, lon: 0 }, 1000)).toHaveLength(placesFixture.largestCities(1000).length);
  expect(placesFixture.nearestCities({ lat: 0, lon: 0 }, 0)).toEqual([]);
});
