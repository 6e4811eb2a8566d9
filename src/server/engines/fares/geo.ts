const earthRadiusKm = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export interface Point {
  lat: number;
  lon: number;
}

/** Great-circle distance (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Taxi out and in, climb and descent: what every flight spends apart from cruising. */
const overheadMinutes = 50;
/** Airways are longer than the great circle. */
const routeFactor = 1.1;

/**
 * Scheduled block time: the overhead plus cruise, whose average speed grows with distance (short
 * hops spend more of their time climbing). Rounded to 5 minutes as timetables are.
 */
export function blockMinutes(km: number): number {
  const speedKmh = 870 - 170 * Math.exp(-km / 1500);
  const minutes = overheadMinutes + ((km * routeFactor) / speedKmh) * 60;
  return Math.round(minutes / 5) * 5;
}
