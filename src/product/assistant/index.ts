// The assistant team's public surface: its routes.
export { assistantRoute, assistantRoutes } from './routes';
export { assistantMessages } from './messages';
