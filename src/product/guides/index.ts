// The guides team's public surface: its routes.
export { audioguideRoute, guidesAvailable, guidesRoute, guidesRoutes, walkRoute } from './routes';
export { guidesMessages } from './messages';
