import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { preload } from 'react-dom';
import type { IndexedFare, IndexPlace } from '../../../contracts/explore';
import { host } from '../../../platform/config';
import { usePriceFormatter } from '../../../platform/currency';
import { useT } from '../../../platform/i18n';
import { projectOnWorldMap, worldMapSize } from '../../../platform/map/projection';
import { $marketPrefix, withMarketPrefix } from '../../../platform/router';
import { MinusIcon, PlusIcon } from '../../../ui';
import { fareSearchHref } from './fare-texts';
import styles from './price-map.module.css';
import { fitView, usePanZoom, viewBoxOf } from './use-pan-zoom';

const { width, height } = worldMapSize;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where each dot's price is written, right of it or else left: the cheapest first, each where its
 * label covers no other label and no dot (sizes in screen pixels, a label's width estimated from its
 * length). A dot with no room on either side goes without.
 */
export function labelSides(
  points: readonly { code: string; x: number; y: number; label: string }[],
  origin: { x: number; y: number },
  pixelsPerUnit: number,
): Map<string, 'right' | 'left'> {
  const dots: Box[] = [...points, origin].map(({ x, y }) => ({
    left: x * pixelsPerUnit - 5,
    right: x * pixelsPerUnit + 5,
    top: y * pixelsPerUnit - 5,
    bottom: y * pixelsPerUnit + 5,
  }));
  const placed: Box[] = [];
  const sides = new Map<string, 'right' | 'left'>();
  points.forEach(({ code, x, y, label }, index) => {
    const [atX, atY, labelWidth] = [x * pixelsPerUnit, y * pixelsPerUnit, label.length * 7 + 2];
    const free = (box: Box) => !placed.some((other) => overlaps(box, other)) && !dots.some((dot, other) => other !== index && overlaps(box, dot));
    for (const side of ['right', 'left'] as const) {
      const left = side === 'right' ? atX + 7 : atX - 7 - labelWidth;
      const box = { left, right: left + labelWidth, top: atY - 8, bottom: atY + 8 };
      if (!free(box)) continue;
      placed.push(box);
      sides.set(code, side);
      return;
    }
  });
  return sides;
}

export interface PriceMapProps {
  origin: IndexPlace;
  /** Cheapest first. */
  fares: readonly IndexedFare[];
  /** Older answers while new ones load: shown dimmed. */
  stale: boolean;
}

/**
 * The world with the cheapest price to each destination (spec §2.1 `/map`): the server's drawing of
 * the countries (`/v1/world.svg`) under the page's dots, each a link to its prefilled search. Its
 * twin for screen readers and small screens is the list beside it, so the drawing itself is an image
 * with links.
 */
export function PriceMap({ origin, fares, stale }: PriceMapProps) {
  const t = useT();
  const price = usePriceFormatter();
  const prefix = useUnit($marketPrefix);
  const svg = useRef<SVGSVGElement>(null);
  const world = `${host('explore')}/v1/world.svg`;
  // The drawing is the page's largest image: the server's HTML asks for it before the map's markup.
  preload(world, { as: 'image', fetchPriority: 'high' });
  const home = projectOnWorldMap(origin.coordinates.lon, origin.coordinates.lat);
  const points = fares.map((fare) => ({
    fare,
    code: fare.destination.code,
    label: price ? price(fare.price) : '',
    ...projectOnWorldMap(fare.destination.coordinates.lon, fare.destination.coordinates.lat),
  }));
  // The map opens on the origin and its destinations (the page remounts it for another origin).
  const { view, pixelsPerUnit, zoomIn, zoomOut, reset, svgHandlers, onKeyDown } = usePanZoom(svg, width, height, fitView([home, ...points], width, height));
  // Sizes in map units that keep their size on screen, whatever the zoom and the drawing's width.
  const unit = 1 / pixelsPerUnit;
  const sides = price ? labelSides(points, home, pixelsPerUnit) : new Map<string, 'right' | 'left'>();

  return (
    <div className={styles.frame} data-stale={stale} data-zoom={view.zoom.toFixed(2)} data-testid="price-map">
      <div
        className={styles.viewport}
        // The map answers the keyboard once focused: its keys are named in its description.
        tabIndex={0}
        role="group"
        aria-roledescription={t('map.roleDescription')}
        aria-label={t('map.label', { origin: origin.name })}
        aria-describedby="price-map-keys"
        onKeyDown={onKeyDown}
      >
        <svg ref={svg} className={styles.svg} viewBox={viewBoxOf(view, width, height)} {...svgHandlers}>
          <image href={world} width={width} height={height} />
          {points.map(({ fare, label, ...at }) => {
            return (
              <a
                key={fare.destination.code}
                href={withMarketPrefix(fareSearchHref(origin.code, fare), prefix)}
                className={styles.destination}
                data-fresh={fare.fresh}
                data-testid="map-destination"
                data-code={fare.destination.code}
                aria-label={label ? t('map.destination', { city: fare.destination.name, price: label }) : fare.destination.name}
              >
                <title>{label ? t('map.destination', { city: fare.destination.name, price: label }) : fare.destination.name}</title>
                <circle cx={at.x} cy={at.y} r={12 * unit} className={styles.target} />
                <circle cx={at.x} cy={at.y} r={5 * unit} strokeWidth={1.5 * unit} className={styles.dot} />
                {sides.has(fare.destination.code) && (
                  <text
                    x={at.x + (sides.get(fare.destination.code) === 'right' ? 8 : -8) * unit}
                    y={at.y + 4.5 * unit}
                    textAnchor={sides.get(fare.destination.code) === 'right' ? 'start' : 'end'}
                    fontSize={13 * unit}
                    strokeWidth={3 * unit}
                    className={styles.label}
                  >
                    {label}
                  </text>
                )}
              </a>
            );
          })}
          <circle cx={home.x} cy={home.y} r={7 * unit} strokeWidth={2 * unit} className={styles.origin} data-testid="map-origin" />
        </svg>
      </div>
      <div className={styles.zoom}>
        <button type="button" className={styles.zoomButton} onClick={zoomIn} aria-label={t('map.zoomIn')} disabled={view.zoom >= 8}>
          <PlusIcon aria-hidden="true" />
        </button>
        <button type="button" className={styles.zoomButton} onClick={zoomOut} aria-label={t('map.zoomOut')} disabled={view.zoom <= 1}>
          <MinusIcon aria-hidden="true" />
        </button>
        <button type="button" className={styles.zoomButton} onClick={reset} aria-label={t('map.zoomReset')}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
          </svg>
        </button>
      </div>
      <p id="price-map-keys" className={styles.keys}>
        {t('map.keys')}
      </p>
    </div>
  );
}
