import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { MapItem } from './clusters';
import { MapEngine } from './map-engine';
import type { MapViewProps } from './map-props';

export { prepareMapEngine } from './map-engine';

const isLit = (item: MapItem, highlighted: string | null) =>
  highlighted !== null && (item.kind === 'point' ? item.id === highlighted : item.ids.includes(highlighted));

/**
 * The map itself (lazy-map.tsx loads this chunk): MapLibre draws the canvas and the rings, and
 * React renders each marker's content into the marker's element.
 */
export default function MapView(props: MapViewProps & { styleUrl: string; onFailure(): void }) {
  const { styleUrl, centre, rings, label, zoomInLabel, zoomOutLabel, onFailure, points, fitKey, highlighted, className } = props;
  const [engine] = useState(() => new MapEngine());
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  const { lat, lon } = centre;
  const ringList = rings.join(',');

  useEffect(() => {
    if (!container) return;
    const radii = ringList ? ringList.split(',').map(Number) : [];
    return engine.mount(container, { styleUrl, centre: { lat, lon }, rings: radii, label, zoomInLabel, zoomOutLabel, onFailure });
  }, [engine, container, styleUrl, lat, lon, ringList, label, zoomInLabel, zoomOutLabel, onFailure]);
  useEffect(() => engine.setPoints(points, fitKey), [engine, points, fitKey]);
  useEffect(() => engine.setHighlighted(highlighted), [engine, highlighted, snapshot.items]);
  // A cluster opened from the keyboard: focus goes on to the first of its points now on screen.
  useEffect(() => {
    const ids = snapshot.focusIds;
    if (!ids) return;
    const first = snapshot.items.find(({ item }) => (item.kind === 'point' ? ids.includes(item.id) : item.ids.some((id) => ids.includes(id))));
    const target = first?.element.querySelector<HTMLElement>('button, a');
    if (!target) return;
    engine.focusDone();
    target.focus();
  }, [engine, snapshot]);

  return (
    <>
      <div ref={setContainer} className={className} data-testid="map" data-ready={snapshot.ready || undefined} />
      {snapshot.fixed.map(({ key, item, element }) => createPortal(item.kind === 'centre' ? props.renderCentre() : props.renderRing(item.km), element, key))}
      {snapshot.items.map(({ key, item, element }) =>
        createPortal(
          item.kind === 'point'
            ? props.renderPoint(item.id, isLit(item, highlighted))
            : props.renderCluster({
                count: item.count,
                highlighted: isLit(item, highlighted),
                zoomIn: () => engine.zoomInto(item, element.contains(document.activeElement)),
              }),
          element,
          key,
        ),
      )}
    </>
  );
}
