// The map engine: MapLibre GL, in the chunk a page loads when it shows a map (lazy-map.tsx), never
// in a page's start. Only this folder imports it (CONVENTIONS.md: vendors are wrapped once).
import { Map as MapLibre, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
// The worker is a file of the build on the page's origin: the CSP's `worker-src 'self'` lets it run,
// with no blob: URL. The stylesheet comes with this chunk, as a <link> (the CSP allows no <style>).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import { clusterIndex, mapItems, type MapItem, type MapPoint, type PointIndex } from './clusters';
import { boundsOf, destination, distanceRings, type GeoPoint } from './geo';
import { hasTiles, mapStyle } from './style';

let prepared: Promise<void> | null = null;

/** Points MapLibre at its worker and loads its stylesheet, once per page; resolves when both are ready. */
export function prepareMapEngine(): Promise<void> {
  prepared ??= new Promise<void>((resolve, reject) => {
    setWorkerUrl(new URL(workerUrl, document.baseURI).href);
    if (document.querySelector('link[data-map-engine]')) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.dataset.mapEngine = '';
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      prepared = null;
      reject(new Error('The map stylesheet did not load'));
    });
    document.head.append(link);
  });
  return prepared;
}

export interface EngineOptions {
  styleUrl: string;
  centre: GeoPoint;
  /** Distance rings around the centre, km. */
  rings: readonly number[];
  /** The map's accessible name and its zoom buttons' (MapLibre's `locale`). */
  label: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  /** The browser cannot draw the map (no WebGL), or its style did not load. */
  onFailure(): void;
}

/** An HTML marker on the map, whose content the page renders into `element`. */
export interface ShownMarker<Item> {
  key: string;
  item: Item;
  element: HTMLElement;
}

export type FixedItem = { kind: 'centre' } | { kind: 'ring'; km: number };

export interface MapSnapshot {
  ready: boolean;
  items: ShownMarker<MapItem>[];
  fixed: ShownMarker<FixedItem>[];
  /** After a cluster opened from the keyboard: its points, the first of which on screen takes focus. */
  focusIds: string[] | null;
}

const emptySnapshot: MapSnapshot = { ready: false, items: [], fixed: [], focusIds: null };
const ringSource = 'distance-rings';
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The theme's colour the canvas draws the rings in, read from the page's tokens. */
const ringColour = (container: HTMLElement) => getComputedStyle(container).getPropertyValue('--primary').trim() || '#0a6cff';

/**
 * One map's state outside React: MapLibre, the markers on screen and the clustering of the points.
 * A React view subscribes to its snapshot (`useSyncExternalStore`) and renders every marker's content.
 */
export class MapEngine {
  private map: MapLibre | null = null;
  private container: HTMLElement | null = null;
  private index: PointIndex = clusterIndex([]);
  private points: readonly MapPoint[] = [];
  private fitKey: string | null = null;
  private fittedKey: string | null = null;
  private markers = new Map<string, Marker>();
  private snapshot: MapSnapshot = emptySnapshot;
  private listeners = new Set<() => void>();
  private highlighted: string | null = null;
  private centre: GeoPoint | null = null;
  /** The visitor moved the camera (a drag, a zoom, a cluster opened): a resize then leaves it where it is. */
  private moved = false;
  /** A cluster's points whose first marker takes focus once the camera stops. */
  private pendingFocus: string[] | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private publish(change: Partial<MapSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Draws the map in `container`; the returned function takes it down. */
  mount(container: HTMLElement, options: EngineOptions): () => void {
    let map: MapLibre;
    try {
      map = new MapLibre({
        container,
        style: mapStyle(options.styleUrl),
        center: [options.centre.lon, options.centre.lat],
        zoom: 12,
        attributionControl: hasTiles(options.styleUrl) ? { compact: true } : false,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        locale: { 'Map.Title': options.label, 'NavigationControl.ZoomIn': options.zoomInLabel, 'NavigationControl.ZoomOut': options.zoomOutLabel },
      });
    } catch {
      options.onFailure();
      return () => {};
    }
    this.container = container;
    this.centre = options.centre;
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    let loaded = false;
    map.on('load', () => {
      loaded = true;
      this.map = map;
      this.addRings(options);
      this.publish({ ready: true, fixed: this.fixedMarkers(options) });
      this.fit();
    });
    // A style that cannot load leaves no map; a later error (a tile) leaves the rest of it working.
    map.on('error', () => {
      if (!loaded) options.onFailure();
    });
    map.on('moveend', () => this.update());
    // A move of the visitor's own (one that carries the browser's event) keeps the camera where they put it.
    map.on('movestart', (event: { originalEvent?: Event }) => {
      if (event.originalEvent) this.moved = true;
    });
    // Another size of box (a phone turned, the list beside it gone) fits the points again, unless moved.
    map.on('resize', () => {
      if (this.moved) return;
      this.fittedKey = null;
      this.fit();
    });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    const recolour = () => this.recolour();
    scheme.addEventListener('change', recolour);
    return () => {
      scheme.removeEventListener('change', recolour);
      this.markers.clear();
      map.remove();
      this.map = null;
      this.fittedKey = null;
      this.publish(emptySnapshot);
    };
  }

  /** The points to mark; a new `fitKey` (another set of points) fits the camera to them and the centre. */
  setPoints(points: readonly MapPoint[], fitKey: string) {
    if (fitKey !== this.fitKey) this.moved = false;
    this.points = points;
    this.index = clusterIndex(points);
    this.fitKey = fitKey;
    this.fit();
  }

  /** Raises the marker of a point, or of the cluster holding it, above the others. */
  setHighlighted(id: string | null) {
    this.highlighted = id;
    for (const { key, item } of this.snapshot.items) {
      const marker = this.markers.get(key);
      const lit = id !== null && (item.kind === 'point' ? item.id === id : item.ids.includes(id));
      if (marker) marker.getElement().style.zIndex = lit ? '3' : item.kind === 'cluster' ? '2' : '1';
    }
  }

  /** Zooms in until the cluster falls apart; from the keyboard, focus then goes to one of its points. */
  zoomInto(item: Extract<MapItem, { kind: 'cluster' }>, keepFocus: boolean) {
    if (!this.map) return;
    this.moved = true;
    this.pendingFocus = keepFocus ? item.ids : null;
    this.map.easeTo({ center: [item.lon, item.lat], zoom: Math.min(item.expansionZoom, this.map.getMaxZoom()), duration: reducedMotion() ? 0 : 400 });
  }

  focusDone() {
    if (this.snapshot.focusIds) this.snapshot = { ...this.snapshot, focusIds: null };
  }

  /** Fits the camera to the points and the centre once for each set of points, then shows what is on screen. */
  private fit() {
    const map = this.map;
    if (!map) return;
    const bounds = boundsOf(this.centre ? [this.centre, ...this.points] : this.points);
    if (this.fitKey !== this.fittedKey && bounds && this.points.length > 0) {
      this.fittedKey = this.fitKey;
      map.fitBounds(bounds, { padding: fitPadding(map.getContainer()), maxZoom: 15, animate: false });
    }
    this.update();
  }

  /** The points and clusters on screen now, each in a marker of its own. */
  private update() {
    const map = this.map;
    if (!map) return;
    const [southWest, northEast] = map.getBounds().toArray() as [[number, number], [number, number]];
    const items = mapItems(this.index, [southWest, northEast], map.getZoom());
    const keys = new Set(items.map((item) => item.key));
    for (const [key, marker] of this.markers) {
      if (keys.has(key)) continue;
      marker.remove();
      this.markers.delete(key);
    }
    const shown = items.map((item) => {
      let marker = this.markers.get(item.key);
      if (!marker) {
        marker = htmlMarker(map, item, item.kind === 'point' ? 'bottom' : 'center');
        this.markers.set(item.key, marker);
      }
      return { key: item.key, item, element: marker.getElement() };
    });
    this.publish({ items: shown, focusIds: this.pendingFocus });
    this.pendingFocus = null;
    this.setHighlighted(this.highlighted);
  }

  private addRings(options: EngineOptions) {
    const map = this.map!;
    const colour = ringColour(this.container!);
    map.addSource(ringSource, { type: 'geojson', data: distanceRings(options.centre, options.rings) });
    map.addLayer({ id: 'ring-fill', type: 'fill', source: ringSource, paint: { 'fill-color': colour, 'fill-opacity': 0.05 } });
    map.addLayer({ id: 'ring-line', type: 'line', source: ringSource, paint: { 'line-color': colour, 'line-width': 1.5, 'line-dasharray': [3, 2] } });
  }

  private recolour() {
    if (!this.map?.getLayer('ring-line') || !this.container) return;
    this.map.setPaintProperty('ring-line', 'line-color', ringColour(this.container));
    this.map.setPaintProperty('ring-fill', 'fill-color', ringColour(this.container));
  }

  /** The centre and each ring's distance, written on its northern edge. */
  private fixedMarkers(options: EngineOptions): ShownMarker<FixedItem>[] {
    const map = this.map!;
    const centre = htmlMarker(map, options.centre, 'center');
    return [
      { key: 'centre', item: { kind: 'centre' }, element: centre.getElement() },
      ...options.rings.map((km) => {
        const marker = htmlMarker(map, destination(options.centre, km, 0), 'center');
        return { key: `ring:${km}`, item: { kind: 'ring' as const, km }, element: marker.getElement() };
      }),
    ];
  }
}

/**
 * Room around the points for their markers: a label stands above its point and reaches to either
 * side (a price, a hotel's name), and the zoom buttons sit in the top right corner. Never more than
 * a quarter of the box on a side, so a small box still fits.
 */
function fitPadding(container: HTMLElement) {
  const side = Math.min(96, container.clientWidth / 4);
  return { top: Math.min(64, container.clientHeight / 4), bottom: Math.min(32, container.clientHeight / 4), left: side, right: side };
}

/** A marker of an element of our own, whose content React renders. */
function htmlMarker(map: MapLibre, at: GeoPoint, anchor: 'center' | 'bottom'): Marker {
  const element = document.createElement('div');
  return new Marker({ element, anchor }).setLngLat([at.lon, at.lat]).addTo(map);
}
