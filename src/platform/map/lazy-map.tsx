import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { MapViewProps } from './map-props';
import { $mapStyleUrl } from './model';

type MapViewModule = { default: ComponentType<MapViewProps & { styleUrl: string; onFailure(): void }>; prepareMapEngine(): Promise<void> };

/** Whether the browser draws WebGL (MapLibre needs it); the context made to ask is let go at once. */
function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}

let loading: Promise<MapViewModule['default']> | null = null;

/**
 * The map's chunk (MapLibre, its worker and stylesheet, the clustering), asked for once, by the
 * first map a visitor shows; never on the server, whose build leaves it out.
 */
const loadMapView = import.meta.env.SSR
  ? () => Promise.reject(new Error('Maps are drawn in the browser'))
  : () =>
      (loading ??= (webglAvailable() ? Promise.resolve() : Promise.reject(new Error('No WebGL')))
        .then(() => import('./maplibre-view'))
        .then(async (module: MapViewModule) => {
          await module.prepareMapEngine();
          return module.default;
        })
        .catch((error: unknown) => {
          loading = null;
          throw error;
        }));

type Shown = { kind: 'waiting' } | { kind: 'ready'; View: MapViewModule['default'] } | { kind: 'unavailable' };

export interface LazyMapProps extends MapViewProps {
  /** Shown while the map's code loads. */
  loadingText: string;
  /** Shown instead of the map where the browser cannot draw it (no WebGL) or its code did not load. */
  unavailableText: string;
  /** Loads the map once its box comes near the screen, rather than at once. */
  whenVisible?: boolean;
}

/**
 * A map whose code loads only when the page shows it: the server renders its box with a loading
 * line, and the browser then loads the map's chunk (lazy, never part of a page's start) into it.
 */
export function LazyMap({ loadingText, unavailableText, whenVisible = false, ...view }: LazyMapProps) {
  const styleUrl = useUnit($mapStyleUrl);
  const [shown, setShown] = useState<Shown>({ kind: 'waiting' });
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const failed = useCallback(() => setShown({ kind: 'unavailable' }), []);

  useEffect(() => {
    if (!box) return;
    let cancelled = false;
    const load = () =>
      loadMapView().then(
        (View) => !cancelled && setShown({ kind: 'ready', View }),
        () => !cancelled && setShown({ kind: 'unavailable' }),
      );
    if (!whenVisible || typeof IntersectionObserver === 'undefined') {
      void load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [box, whenVisible]);

  if (shown.kind === 'ready') return <shown.View {...view} styleUrl={styleUrl} onFailure={failed} />;
  return (
    <div ref={setBox} className={view.className} data-testid="map" data-unavailable={shown.kind === 'unavailable' || undefined}>
      <p role="status" data-map-note="">
        {shown.kind === 'unavailable' ? unavailableText : loadingText}
      </p>
    </div>
  );
}
