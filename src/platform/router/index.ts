export type { RouteParams } from './match';
export { compilePattern } from './match';
export type { Route, RouteContext, RouteDefinition, RouteMatch } from './routes';
export { defineRoutes, matchRoute } from './routes';
export type { AppLocation } from './navigation';
export { $location, historyStarted, locationChanged, navigate } from './navigation';
export { createRouteMatcher } from './model';
export { Link, isPlainClick } from './link';
