import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

/** What part of a map shows: its zoom (1 the whole map) and the point at the centre, in map units. */
export interface MapView {
  zoom: number;
  x: number;
  y: number;
}

export const maxZoom = 8;
/** A step of the zoom buttons and keys, and how far an arrow key moves: a fifth of what shows. */
const zoomStep = 1.6;
const panStep = 0.2;
/** A pointer that moved less than this many pixels clicked rather than dragged. */
const dragThreshold = 5;

/** The view kept inside the map: the centre no closer to an edge than half of what shows. */
export function clampView(view: MapView, width: number, height: number): MapView {
  const zoom = Math.min(maxZoom, Math.max(1, view.zoom));
  const halfWidth = width / zoom / 2;
  const halfHeight = height / zoom / 2;
  return {
    zoom,
    x: Math.min(width - halfWidth, Math.max(halfWidth, view.x)),
    y: Math.min(height - halfHeight, Math.max(halfHeight, view.y)),
  };
}

/** Zoomed by `factor` around a point of the map, which stays where it is on screen. */
export function zoomAround(view: MapView, factor: number, point: { x: number; y: number }, width: number, height: number): MapView {
  const zoom = Math.min(maxZoom, Math.max(1, view.zoom * factor));
  const kept = view.zoom / zoom;
  return clampView({ zoom, x: point.x + (view.x - point.x) * kept, y: point.y + (view.y - point.y) * kept }, width, height);
}

/** The view that shows every point, with a margin around them; the whole map when there are none. */
export function fitView(points: readonly { x: number; y: number }[], width: number, height: number, margin = 40): MapView {
  if (points.length < 2) return { zoom: 1, x: width / 2, y: height / 2 };
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const zoom = Math.min(width / (right - left + 2 * margin), height / (bottom - top + 2 * margin));
  return clampView({ zoom, x: (left + right) / 2, y: (top + bottom) / 2 }, width, height);
}

/** The SVG `viewBox` of a view. */
export function viewBoxOf(view: MapView, width: number, height: number): string {
  const w = width / view.zoom;
  const h = height / view.zoom;
  return `${view.x - w / 2} ${view.y - h / 2} ${w} ${h}`;
}

/**
 * Pan and zoom of an SVG map by mouse (drag, wheel), touch (drag, pinch) and keyboard (`+`, `-`,
 * arrows, `0`), and by buttons. A drag does not click the link it started on.
 */
/** Map units per screen pixel, and a screen point as a point of the map. */
function mapPointAt(element: SVGSVGElement, clientX: number, clientY: number, current: MapView, width: number) {
  const box = element.getBoundingClientRect();
  const perPixel = width / current.zoom / box.width;
  return { x: current.x + (clientX - box.left - box.width / 2) * perPixel, y: current.y + (clientY - box.top - box.height / 2) * perPixel, perPixel };
}

export function usePanZoom(svg: RefObject<SVGSVGElement | null>, width: number, height: number, initial: MapView) {
  const [view, setView] = useState<MapView>(initial);
  /** The drawing's width on screen, in pixels: what sizes on screen are measured against. */
  const [screenWidth, setScreenWidth] = useState(width);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(0);

  const toMap = (clientX: number, clientY: number, current: MapView) => mapPointAt(svg.current!, clientX, clientY, current, width);

  const zoomBy = (factor: number) => setView((current) => zoomAround(current, factor, { x: current.x, y: current.y }, width, height));
  const panBy = (dx: number, dy: number) =>
    setView((current) => clampView({ ...current, x: current.x + (dx * width) / current.zoom, y: current.y + (dy * height) / current.zoom }, width, height));
  const reset = () => setView(initial);

  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setScreenWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg]);

  // The wheel zooms the map, not the page: a listener that may prevent scrolling (React's is passive).
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((current) =>
        zoomAround(current, Math.exp(-event.deltaY * 0.002), mapPointAt(element, event.clientX, event.clientY, current, width), width, height),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [svg, width, height]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) dragged.current = 0;
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const moved = { x: event.clientX, y: event.clientY };
    if (pointers.current.size === 1) {
      dragged.current += Math.hypot(moved.x - last.x, moved.y - last.y);
      // Captured once it is a drag, not before: a click keeps its link.
      if (dragged.current > dragThreshold && !event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.setPointerCapture(event.pointerId);
      setView((current) => {
        const { perPixel } = toMap(moved.x, moved.y, current);
        return clampView({ ...current, x: current.x - (moved.x - last.x) * perPixel, y: current.y - (moved.y - last.y) * perPixel }, width, height);
      });
    } else if (pointers.current.size === 2) {
      const other = [...pointers.current].find(([id]) => id !== event.pointerId)![1];
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(moved.x - other.x, moved.y - other.y);
      dragged.current = dragThreshold + 1;
      if (before > 0) {
        const middle = { x: (moved.x + other.x) / 2, y: (moved.y + other.y) / 2 };
        setView((current) => zoomAround(current, after / before, toMap(middle.x, middle.y, current), width, height));
      }
    }
    pointers.current.set(event.pointerId, moved);
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };
  /** A drag ends without following the link it started on. */
  const onClickCapture = (event: { preventDefault(): void; stopPropagation(): void }) => {
    if (dragged.current <= dragThreshold) return;
    event.preventDefault();
    event.stopPropagation();
    dragged.current = 0;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action: Record<string, () => void> = {
      '+': () => zoomBy(zoomStep),
      '=': () => zoomBy(zoomStep),
      '-': () => zoomBy(1 / zoomStep),
      '0': reset,
      ArrowLeft: () => panBy(-panStep, 0),
      ArrowRight: () => panBy(panStep, 0),
      ArrowUp: () => panBy(0, -panStep),
      ArrowDown: () => panBy(0, panStep),
    };
    const run = Object.hasOwn(action, event.key) ? action[event.key] : undefined;
    if (!run) return;
    event.preventDefault();
    run();
  };

  return {
    view,
    /** Screen pixels per unit of the map as it shows now. */
    pixelsPerUnit: (screenWidth / width) * view.zoom,
    zoomIn: () => zoomBy(zoomStep),
    zoomOut: () => zoomBy(1 / zoomStep),
    reset,
    svgHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClickCapture },
    onKeyDown,
  };
}
