import { translated } from '../../platform/i18n';
import { createRoute } from '../../platform/router';
import { searchMessages } from '../search';

export const mainRoute = createRoute({
  name: 'main',
  team: 'explore',
  path: '/',
  load: () => import('./pages/main-page'),
  // The page is the search form.
  messages: [searchMessages],
  documentTitle: translated('home.title'),
});

/** The price map is offered in the Ukrainian market only (spec §2.1). */
export const mapRoute = createRoute({
  name: 'map',
  team: 'explore',
  path: '/map',
  load: () => import('./pages/map-page'),
  documentTitle: translated('map.title'),
  available: ({ market }) => market === 'ua',
});

export const exploreRoutes = [mainRoute, mapRoute];
