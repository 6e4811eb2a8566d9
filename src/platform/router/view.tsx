import { useUnit } from 'effector-react';
import { createElement, useEffect, type ComponentType } from 'react';
import type { Route } from './define';
import type { Router } from './router';
import { loadedScreen } from './screens';
import { restorePlannedScroll } from './scroll';

export interface RouteViewProps {
  router: Pick<Router, '$current' | '$match' | '$started'>;
  /** Shown when no route is open: nothing matched, the route is unavailable or a guard stopped it. */
  otherwise: ComponentType;
  /** Screens by route; routes not listed show the screen their `load` brought. */
  views?: { route: Route; view: ComponentType<{ params: Record<string, string> }> }[];
}

/** The screen of the open route, else the fallback (spec §2.10 views with otherwise). */
export function RouteView({ router, otherwise: Otherwise, views = [] }: RouteViewProps) {
  const [opened, match, started] = useUnit([router.$current, router.$match, router.$started]);
  // Until the router starts on the client, the page shows what the server rendered: the match.
  const current = started ? opened : match;
  useEffect(() => {
    if (typeof window !== 'undefined') restorePlannedScroll();
  }, [current]);
  if (!current) return <Otherwise />;
  // Screens are module-level components looked up by route, not made during render.
  const screen = views.find((view) => view.route === current.route)?.view ?? loadedScreen(current.route);
  return screen ? createElement(screen, { params: current.params }) : <Otherwise />;
}
