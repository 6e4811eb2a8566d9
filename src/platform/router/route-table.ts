import type { Route, RouteContext, RouteMatch } from './define';

export interface RouteTable {
  routes: Route[];
  /** The best available route for a path (without its market prefix), or null. */
  match(path: string, context: RouteContext): RouteMatch | null;
}

/** Matching slower than this is reported: a route pattern has gone wrong. */
export const slowMatchMs = 2000;

/** Orders routes by rank (declaration order among equals) and rejects a path declared twice. */
export function createRouteTable(routes: Route[], warn: (message: string) => void = console.warn): RouteTable {
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.path.toLowerCase()}${route.index ? ' index' : ''}`;
    if (seen.has(key)) throw new Error(`Route with path ${route.path} already exists`);
    seen.add(key);
  }
  const ranked = routes.map((route, order) => ({ route, order })).sort((a, b) => a.route.rank - b.route.rank || a.order - b.order);
  const sorted = ranked.map(({ route }) => route);
  return {
    routes: sorted,
    match(path, context) {
      const started = performance.now();
      let found: RouteMatch | null = null;
      for (const route of sorted) {
        const params = route.match(path);
        if (params && route.available(context)) {
          found = { route, params };
          break;
        }
      }
      const took = performance.now() - started;
      if (took > slowMatchMs) warn(`Route matching took ${Math.round(took)} ms for ${path}`);
      return found;
    },
  };
}
