// Maps: the world map's projection (the explore price map), and vector maps of a place (MapLibre
// GL, loaded with the map: lazy-map.tsx) with their GeoJSON shapes and style.
export type { MapItem, MapPoint } from './clusters';
export type { GeoBounds, GeoPoint, Position, RingCollection, RingFeature } from './geo';
export { boundsOf, circle, destination, distanceKm, distanceRings } from './geo';
export { LazyMap, type LazyMapProps } from './lazy-map';
export type { ClusterView, MapViewProps } from './map-props';
export { $mapStyleUrl } from './model';
export { naturalEarthRaw, projectOnWorldMap, worldMapScale, worldMapSize } from './projection';
export { hasTiles, mapStyle, offlineMapStyle, type OfflineMapStyle } from './style';
