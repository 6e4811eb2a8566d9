import { combine } from 'effector';
import { $brand, $language, $market } from '../platform/market';
import { createRouter } from '../platform/router';
import { accountRoutes } from '../product/account';
import { assistantRoutes } from '../product/assistant';
import { bookingRoutes } from '../product/booking';
import { exploreRoutes } from '../product/explore';
import { faqRoutes } from '../product/faq';
import { favoritesRoutes } from '../product/favorites';
import { guidesRoutes } from '../product/guides';
import { hotelsRoutes } from '../product/hotels';
import { premiumRoutes } from '../product/premium';
import { searchRoute } from '../product/search';
import { seoRoutes } from '../product/seo';
import { supportRoutes } from '../product/support';

export const $routeContext = combine({ brand: $brand, market: $market, language: $language });

/**
 * Every screen of the app (spec §2), ranked by the router; an unavailable route does not match.
 * The order is the order of the shell's navigation entries.
 */
export const routes = [
  ...exploreRoutes,
  searchRoute,
  ...hotelsRoutes,
  ...guidesRoutes,
  ...assistantRoutes,
  ...bookingRoutes,
  ...favoritesRoutes,
  ...accountRoutes,
  ...premiumRoutes,
  ...faqRoutes,
  ...supportRoutes,
  ...seoRoutes,
];

export const router = createRouter({ routes, $context: $routeContext });
