// The hotels team's public surface: its routes.
export { hotelRoute, hotelsAvailable, hotelsClickRoute, hotelsRoutes, hotelsSearchRoute } from './routes';
export { hotelsMessages } from './messages';
