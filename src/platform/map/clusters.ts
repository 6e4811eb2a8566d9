import Supercluster from 'supercluster';
import type { GeoBounds, GeoPoint } from './geo';

/** A place a map marks, by the id its page knows it by. */
export interface MapPoint extends GeoPoint {
  id: string;
}

/** What a map shows at a zoom: a point alone, or a cluster of several close together. */
export type MapItem =
  | { kind: 'point'; key: string; id: string; lat: number; lon: number }
  | {
      kind: 'cluster';
      key: string;
      lat: number;
      lon: number;
      count: number;
      /** The ids of every point inside, so that a highlighted point lights its cluster. */
      ids: string[];
      /** The zoom at which the cluster falls apart: where a click on it goes. */
      expansionZoom: number;
    };

export interface ClusterOptions {
  /** Pixels within which points merge (supercluster's `radius`). */
  radius?: number;
  /** No clusters beyond this zoom: every point shows. */
  maxZoom?: number;
}

export type PointIndex = Supercluster<{ id: string }>;

/** The clustering input: each point as a GeoJSON point feature (longitude first) carrying its id. */
export function pointFeatures(points: readonly MapPoint[]) {
  return points.map(({ id, lat, lon }) => ({
    type: 'Feature' as const,
    properties: { id },
    geometry: { type: 'Point' as const, coordinates: [lon, lat] },
  }));
}

/** An index of the points, built once per set of points (supercluster's indexes are immutable). */
export function clusterIndex(points: readonly MapPoint[], { radius = 48, maxZoom = 16 }: ClusterOptions = {}): PointIndex {
  return new Supercluster<{ id: string }>({ radius, maxZoom }).load(pointFeatures(points));
}

/** The points and clusters inside `bounds` at `zoom` (whole zoom levels, as the index is built). */
export function mapItems(index: PointIndex, bounds: GeoBounds, zoom: number): MapItem[] {
  const [[west, south], [east, north]] = bounds;
  return index.getClusters([west, south, east, north], Math.floor(zoom)).map((feature) => {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      const clusterId = properties.cluster_id;
      return {
        kind: 'cluster',
        key: `cluster:${clusterId}`,
        lat,
        lon,
        count: properties.point_count,
        ids: index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.id),
        expansionZoom: index.getClusterExpansionZoom(clusterId),
      };
    }
    const { id } = properties as { id: string };
    return { kind: 'point', key: `point:${id}`, id, lat, lon };
  });
}
