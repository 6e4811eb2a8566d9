export { exploreRoutes, mainRoute, mapRoute } from './routes';
