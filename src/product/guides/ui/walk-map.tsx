import type { LatLon, WalkStop } from '../../../contracts/guides';
import styles from './guides.module.css';

const width = 640;
const height = 400;
const pad = 36;

/** A local equirectangular projection fitting the points into the map, north up, metres kept square. */
export function projection(points: readonly LatLon[]): (point: LatLon) => [number, number] {
  const lats = points.map(([lat]) => lat);
  const lons = points.map(([, lon]) => lon);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const k = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * k, 1e-6);
  const spanY = Math.max(north - south, 1e-6);
  const scale = Math.min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return ([lat, lon]) => [Math.round((offsetX + (lon - west) * k * scale) * 10) / 10, Math.round((offsetY + (north - lat) * scale) * 10) / 10];
}

/**
 * The walk drawn on the server: its route and numbered stops, one image (its twin for keyboards and
 * screen readers is the list of stops, whose links step from stop to stop).
 */
export function WalkMap({ stops, route, label }: { stops: readonly WalkStop[]; route: readonly LatLon[]; label: string }) {
  const project = projection(route);
  const line = route.map((point) => project(point).join(',')).join(' ');
  return (
    <svg className={styles.map} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-testid="walk-map">
      <rect width={width} height={height} className={styles.mapGround} />
      <polyline points={line} className={styles.mapRoute} />
      {stops.map((stop) => {
        const [x, y] = project([stop.lat, stop.lon]);
        return (
          <g key={stop.n}>
            <circle cx={x} cy={y} r={14} className={styles.mapStop} />
            <text x={x} y={y} dy="0.35em" textAnchor="middle" className={styles.mapNumber}>
              {stop.n}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
