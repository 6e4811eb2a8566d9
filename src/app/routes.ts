import { combine } from 'effector';
import { $brand, $language, $market } from '../platform/market';
import { createRouter } from '../platform/router';
import { mainRoute } from '../product/explore';
import { searchRoute } from '../product/search';

export const $routeContext = combine({ brand: $brand, market: $market, language: $language });

/** Every screen of the app, ranked by the router; an unavailable route does not match. */
export const router = createRouter({ routes: [mainRoute, searchRoute], $context: $routeContext });
