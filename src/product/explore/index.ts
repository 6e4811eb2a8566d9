export { exploreRoutes, mainRoute, mapRoute } from './routes';
export { exploreMessages } from './messages';
