import { lazy } from 'react';

// The favorites team's public surface: its routes and the results page's "watch the price".
export { favoriteFlightsRoute, favoriteHotelsRoute, favoritePlacesRoute, favoritesRoute, favoritesRoutes } from './routes';
export { favoritesMessages } from './messages';

/** "Watch the price" for a search and its cheapest ticket; its own chunk, loaded once a results page has a ticket. */
export const WatchPrice = lazy(() => import('./ui/watch-price'));
