import { describe, expect, test } from 'vitest';
import { boundsOf, circle, destination, distanceKm, distanceRings } from '../geo';

const centre = { lat: 59.9386, lon: 30.3141 };

describe('map shapes', () => {
  test('a destination lies at the distance and bearing asked for', () => {
    const north = destination(centre, 5, 0);
    expect(north.lon).toBeCloseTo(centre.lon, 6);
    expect(north.lat).toBeGreaterThan(centre.lat);
    expect(distanceKm(centre, north)).toBeCloseTo(5, 3);
    const east = destination(centre, 3, 90);
    expect(east.lon).toBeGreaterThan(centre.lon);
    expect(distanceKm(centre, east)).toBeCloseTo(3, 3);
    // Across the antimeridian the longitude wraps.
    expect(destination({ lat: 0, lon: 179.99 }, 5, 90).lon).toBeLessThan(-179.9);
  });

  test('a circle is a closed counter-clockwise ring of points at the radius (longitude first)', () => {
    const ring = circle(centre, 3, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const [lon, lat] of ring) expect(distanceKm(centre, { lat, lon })).toBeCloseTo(3, 3);
    // Signed area (shoelace) is positive for a counter-clockwise ring.
    const area = ring.slice(1).reduce((sum, [lon, lat], index) => sum + (ring[index]![0] * lat - lon * ring[index]![1]), 0);
    expect(area).toBeGreaterThan(0);
  });

  test('distance rings: one GeoJSON polygon per positive radius, smallest first', () => {
    const rings = distanceRings(centre, [5, 1, 3, 0]);
    expect(rings.type).toBe('FeatureCollection');
    expect(rings.features.map((feature) => feature.properties.radius_km)).toEqual([1, 3, 5]);
    for (const feature of rings.features) {
      expect(feature.geometry.type).toBe('Polygon');
      const [lon, lat] = feature.geometry.coordinates[0]![0]!;
      expect(distanceKm(centre, { lat, lon })).toBeCloseTo(feature.properties.radius_km, 3);
    }
  });

  test('bounds hold every point; none for no point', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { lat: 59.9, lon: 30.2 },
        { lat: 60.05, lon: 30.5 },
        { lat: 59.8, lon: 30.3 },
      ]),
    ).toEqual([
      [30.2, 59.8],
      [30.5, 60.05],
    ]);
  });
});
