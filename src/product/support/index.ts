// The support team's public surface: its routes.
export { supportHelpRoute, supportOrderHelpRoute, supportRoutes } from './routes';
export { supportMessages } from './messages';
