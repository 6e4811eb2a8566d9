// The booking team's public surface: its routes.
export { bookingRoutes, clickRoute } from './routes';
export { bookingMessages } from './messages';
