import { createStore } from 'effector';
import { useStoreMap, useUnit } from 'effector-react';
import { createContext, createElement, useContext, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { splitMarketPrefix } from '../market';
import type { Route, RouteContext, RouteMatch } from './define';
import type { Router } from './router';
import { loadedScreen } from './screens';
import { restorePlannedScroll } from './scroll';

export interface RouteViewProps {
  router: Pick<Router, '$current' | '$match' | '$started' | 'table' | '$context' | 'openFx'>;
  /** Shown when no route is open: nothing matched, the route is unavailable or a guard stopped it. */
  otherwise: ComponentType;
  /** Screens by route; routes not listed show the screen their `load` brought. */
  views?: { route: Route; view: ComponentType<{ params: Record<string, string> }> }[];
}

/** Read outside a route view, where no visit is known. */
const noContext = createStore<RouteContext | null>(null, { serialize: 'ignore' });
const noMatch = createStore<RouteMatch | null>(null, { serialize: 'ignore' });
const RouterContext = createContext<Pick<Router, 'table' | '$context' | '$current'> | null>(null);

/**
 * Whether the open route is a content page (`createRoute({ content: true })`): the server sends it
 * without the app, so its controls must work as plain HTML first. False outside a route view.
 */
export function useContentPage(): boolean {
  const router = useContext(RouterContext);
  // Only the answer renders again: the router's opening of each page is not a change to it.
  return useStoreMap({ store: router?.$current ?? noMatch, keys: [], fn: (current) => current?.route.content ?? false });
}

/**
 * Whether a path (market prefix allowed) opens a route in this visit, or in the visit as it would
 * be with another market or language; null outside a route view.
 */
export function useRouteAvailability(): ((path: string, change?: Partial<RouteContext>) => boolean) | null {
  const router = useContext(RouterContext);
  const context = useUnit(router?.$context ?? noContext);
  if (!router || !context) return null;
  return (path, change = {}) => router.table.match(splitMarketPrefix(path.split(/[?#]/)[0] || '/').path, { ...context, ...change }) !== null;
}

/** The screen of the open route, else the fallback (spec §2.10 views with otherwise). */
export function RouteView(props: RouteViewProps) {
  return (
    <RouterContext.Provider value={props.router}>
      <CurrentScreen {...props} />
    </RouterContext.Provider>
  );
}

function CurrentScreen({ router, otherwise: Otherwise, views = [] }: RouteViewProps): ReactNode {
  const [opened, match, started, opening] = useUnit([router.$current, router.$match, router.$started, router.openFx.pending]);
  // Until the router has opened its first route, the page shows what the server rendered: the
  // match. The fallback would otherwise flash between start and open, and remount the shell.
  const current = started && !opening ? opened : (opened ?? match);
  // The same screen with equal parameters is the same element, so React keeps what it shows: the
  // router's first opening on the client (the route the server rendered) and a location object
  // that changed without changing the address re-render nothing below.
  const route = current?.route ?? null;
  const paramsKey = current ? JSON.stringify(current.params) : '';
  // Screens are module-level components looked up by route, not made during render.
  const screen = route ? (views.find((view) => view.route === route)?.view ?? loadedScreen(route)) : undefined;
  const element = useMemo(() => (screen ? createElement(screen, { params: JSON.parse(paramsKey) as Record<string, string> }) : null), [screen, paramsKey]);
  useEffect(() => {
    if (typeof window !== 'undefined') restorePlannedScroll();
  }, [route, paramsKey]);
  return element ?? <Otherwise />;
}
