/**
 * Shapes a vector map draws, built as plain GeoJSON (RFC 7946: longitude first) so that any map
 * engine takes them and tests read them without one: distance rings around a point and the box
 * that holds a set of points.
 */

/** A place on the Earth in degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** `[longitude, latitude]`, GeoJSON's order. */
export type Position = [number, number];

export interface RingFeature {
  type: 'Feature';
  properties: { radius_km: number };
  geometry: { type: 'Polygon'; coordinates: Position[][] };
}

export interface RingCollection {
  type: 'FeatureCollection';
  features: RingFeature[];
}

/** `[[west, south], [east, north]]`. */
export type GeoBounds = [Position, Position];

/** The mean radius of the Earth (IUGG), km. */
const earthRadiusKm = 6371.0088;
const radians = Math.PI / 180;
const degrees = 180 / Math.PI;

const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** The point `distanceKm` from `from` on the initial bearing `bearing` (degrees clockwise from north), on a sphere. */
export function destination(from: GeoPoint, distanceKm: number, bearing: number): GeoPoint {
  const angular = distanceKm / earthRadiusKm;
  const theta = bearing * radians;
  const phi1 = from.lat * radians;
  const lambda1 = from.lon * radians;
  const sinPhi2 = Math.sin(phi1) * Math.cos(angular) + Math.cos(phi1) * Math.sin(angular) * Math.cos(theta);
  const phi2 = Math.asin(sinPhi2);
  const lambda2 = lambda1 + Math.atan2(Math.sin(theta) * Math.sin(angular) * Math.cos(phi1), Math.cos(angular) - Math.sin(phi1) * sinPhi2);
  return { lat: rounded(phi2 * degrees), lon: rounded(((((lambda2 * degrees + 540) % 360) + 360) % 360) - 180) };
}

/** The great-circle distance between two points, km (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dPhi = (b.lat - a.lat) * radians;
  const dLambda = (b.lon - a.lon) * radians;
  const h = Math.sin(dPhi / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLambda / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A closed ring of `steps` points (the first repeated last), counter-clockwise as RFC 7946 wants an outer ring. */
export function circle(centre: GeoPoint, radiusKm: number, steps = 64): Position[] {
  const ring: Position[] = [];
  // Counter-clockwise: bearings decrease from north through west.
  for (let step = 0; step < steps; step += 1) {
    const point = destination(centre, radiusKm, 360 - (360 * step) / steps);
    ring.push([point.lon, point.lat]);
  }
  ring.push(ring[0]!);
  return ring;
}

/** One polygon per radius, smallest first: the rings a map draws around a centre. */
export function distanceRings(centre: GeoPoint, radiiKm: readonly number[], steps = 64): RingCollection {
  return {
    type: 'FeatureCollection',
    features: [...radiiKm]
      .filter((radius) => radius > 0)
      .sort((a, b) => a - b)
      .map((radius) => ({
        type: 'Feature',
        properties: { radius_km: radius },
        geometry: { type: 'Polygon', coordinates: [circle(centre, radius, steps)] },
      })),
  };
}

/** The smallest box holding every point, or null for none. */
export function boundsOf(points: readonly GeoPoint[]): GeoBounds | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lat, lon } of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}
