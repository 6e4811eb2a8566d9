import type { Route, Screen } from './define';

// Loaded screens by route; loading is idempotent, so the cache is shared by every scope.
const screens = new Map<Route, Screen>();

/** Loads the screen chunk of a route (and keeps it for rendering). */
export async function preloadRoute(route: Route): Promise<void> {
  if (route.load && !screens.has(route)) screens.set(route, (await route.load()).default);
}

export const loadedScreen = (route: Route): Screen | undefined => screens.get(route);
