import { describe, expect, test } from 'vitest';
import { clusterIndex, mapItems, pointFeatures, type MapPoint } from '../clusters';
import type { GeoBounds } from '../geo';

// Three hotels a few hundred metres apart near the centre, one across the city.
const points: MapPoint[] = [
  { id: 'LED-1', lat: 59.9386, lon: 30.3141 },
  { id: 'LED-2', lat: 59.9395, lon: 30.3165 },
  { id: 'LED-3', lat: 59.9372, lon: 30.3122 },
  { id: 'LED-4', lat: 59.99, lon: 30.2 },
];
const city: GeoBounds = [
  [30.0, 59.8],
  [30.6, 60.1],
];

describe('clustering', () => {
  test('the input is one GeoJSON point per place, longitude first, carrying its id', () => {
    expect(pointFeatures(points.slice(0, 1))).toEqual([
      { type: 'Feature', properties: { id: 'LED-1' }, geometry: { type: 'Point', coordinates: [30.3141, 59.9386] } },
    ]);
  });

  test('close points cluster when zoomed out, with every id inside and the zoom where they part', () => {
    const items = mapItems(clusterIndex(points), city, 10);
    const cluster = items.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(cluster?.kind === 'cluster' && [...cluster.ids].sort()).toEqual(['LED-1', 'LED-2', 'LED-3']);
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(10);
    expect(items.filter((item) => item.kind === 'point').map((item) => item.kind === 'point' && item.id)).toEqual(['LED-4']);
  });

  test('zoomed in past the last cluster, every point shows alone', () => {
    const items = mapItems(clusterIndex(points, { maxZoom: 16 }), city, 17);
    expect(items.every((item) => item.kind === 'point')).toBe(true);
    expect(items.map((item) => item.key).sort()).toEqual(['point:LED-1', 'point:LED-2', 'point:LED-3', 'point:LED-4']);
  });

  test('only what lies inside the bounds is shown; a fractional zoom counts as its whole level', () => {
    const west: GeoBounds = [
      [30.1, 59.95],
      [30.25, 60.05],
    ];
    expect(mapItems(clusterIndex(points), west, 12.7).map((item) => item.key)).toEqual(['point:LED-4']);
    expect(mapItems(clusterIndex([]), city, 10)).toEqual([]);
  });
});
