import { combine } from 'effector';
import { $brand, $language, $market } from '../platform/market';
import { createRouteMatcher, defineRoutes } from '../platform/router';
import { exploreRoutes } from '../product/explore';
import { searchRoutes } from '../product/search';

/** Every screen of the app; the first route that matches and is available wins. */
export const routes = defineRoutes([...exploreRoutes, ...searchRoutes]);

export const $routeContext = combine({ brand: $brand, market: $market, language: $language });
export const $match = createRouteMatcher(routes, $routeContext);
