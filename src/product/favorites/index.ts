import { lazy } from 'react';

// The favorites team's public surface: its routes and the results page's "watch the price".
export { favoriteFlightsRoute, favoriteHotelsRoute, favoritePlacesRoute, favoritesRoute, favoritesRoutes } from './routes';
export { favoritesMessages } from './messages';

/** "Watch the price" for a search and its cheapest ticket; its own chunk, loaded once a results page has a ticket. */
export const WatchPrice = lazy(() => import('./ui/watch-price'));

/** "Save" (a heart) of a hotel with its stay, for the hotel page and the list's cards; its own chunk. */
export const SaveHotel = lazy(() => import('./ui/save-hotel'));

/** "Save" of a city guide's place: a link to the saved places page on the server's page, a button in the app; its own chunk. */
export const SavePlace = lazy(() => import('./ui/save-place'));
