import { geoNaturalEarth1, geoNaturalEarth1Raw } from 'd3-geo';
import { describe, expect, test } from 'vitest';
import { naturalEarthRaw, projectOnWorldMap, worldMapScale, worldMapSize } from '../projection';

describe('the world map projection', () => {
  test('is Natural Earth I, as d3-geo computes it', () => {
    for (const [lambda, phi] of [
      [0, 0],
      [1, 0.5],
      [-2.5, -1.2],
      [Math.PI, Math.PI / 2],
    ] as const) {
      const [x, y] = naturalEarthRaw(lambda, phi);
      const [dx, dy] = geoNaturalEarth1Raw(lambda, phi);
      expect(x).toBeCloseTo(dx, 12);
      expect(y).toBeCloseTo(dy, 12);
    }
  });

  test('fits the whole sphere in the map, centred on the prime meridian', () => {
    const d3 = geoNaturalEarth1()
      .scale(worldMapScale)
      .translate([worldMapSize.width / 2, worldMapSize.height / 2]);
    for (const [lon, lat] of [
      [37.62, 55.75],
      [-74, 40.7],
      [151.2, -33.9],
    ] as const) {
      const [x, y] = d3([lon, lat])!;
      expect(projectOnWorldMap(lon, lat).x).toBeCloseTo(x, 9);
      expect(projectOnWorldMap(lon, lat).y).toBeCloseTo(y, 9);
    }
    // The sphere's widest and tallest points touch the map's sides or its top and bottom, never beyond.
    const east = projectOnWorldMap(180, 0);
    const north = projectOnWorldMap(0, 90);
    expect(east.x).toBeLessThanOrEqual(worldMapSize.width + 1e-9);
    expect(north.y).toBeGreaterThanOrEqual(-1e-9);
    expect(Math.max(east.x - worldMapSize.width, -north.y)).toBeCloseTo(0, 9);
    expect(projectOnWorldMap(0, 0)).toEqual({ x: worldMapSize.width / 2, y: worldMapSize.height / 2 });
  });
});
