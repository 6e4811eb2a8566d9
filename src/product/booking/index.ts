// The booking team's public surface: its routes (the click-out page other teams link offers to).
export { bookingRoute, bookingRoutes, clickRoute } from './routes';
export { bookingMessages } from './messages';
