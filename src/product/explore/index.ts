export { exploreRoutes } from './routes';
