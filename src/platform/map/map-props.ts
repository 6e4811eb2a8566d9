import type { ReactNode } from 'react';
import type { MapPoint } from './clusters';
import type { GeoPoint } from './geo';

/** A cluster as its marker shows it: how many points, whether one of them is highlighted, and how to open it. */
export interface ClusterView {
  count: number;
  highlighted: boolean;
  /** Zooms in until the cluster falls apart (from the keyboard, focus goes on to one of its points). */
  zoomIn(): void;
}

/** What a page's map shows; every text and every marker's content is the page's. */
export interface MapViewProps {
  centre: GeoPoint;
  /** Distance rings around the centre, km. */
  rings: readonly number[];
  points: readonly MapPoint[];
  /** Changes with the set of points: the camera then fits them and the centre again. */
  fitKey: string;
  /** The point whose marker (or its cluster's) is lit: the card the visitor points at or focuses. */
  highlighted: string | null;
  /** The map's accessible name, and its zoom buttons'. */
  label: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  /** The map's box: its size comes from the page. */
  className?: string;
  renderPoint(id: string, highlighted: boolean): ReactNode;
  renderCluster(cluster: ClusterView): ReactNode;
  renderCentre(): ReactNode;
  renderRing(km: number): ReactNode;
}
