import { useUnit } from 'effector-react';
import { createElement, useEffect, useState, type ComponentType } from 'react';
import type { Route, RouteParams } from '../platform/router';
import { NotFoundPage } from '../ui';
import { $match } from './routes';
import styles from './route-view.module.css';

type Screen = ComponentType<{ params: RouteParams }>;

// Loaded screens by route name; loading is idempotent, so sharing it between renders is safe.
const screens = new Map<string, Screen>();

/** Loads a route's screen chunk; the server and the client's first render wait for it first. */
export async function loadScreen(route: Route): Promise<void> {
  if (!screens.has(route.name)) screens.set(route.name, (await route.load()).default);
}

export function RouteView() {
  const match = useUnit($match);
  const [, setLoaded] = useState(0);
  const screen = match ? screens.get(match.route.name) : undefined;

  useEffect(() => {
    if (match && !screen) void loadScreen(match.route).then(() => setLoaded((n) => n + 1));
  }, [match, screen]);

  if (!match) return <NotFoundPage />;
  if (!screen) return <div className={styles.loading} aria-busy="true" />;
  return createElement(screen, { params: match.params });
}
