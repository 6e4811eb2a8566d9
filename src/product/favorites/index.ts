// The favorites team's public surface: its routes.
export { favoriteFlightsRoute, favoriteHotelsRoute, favoritePlacesRoute, favoritesRoute, favoritesRoutes } from './routes';
export { favoritesMessages } from './messages';
