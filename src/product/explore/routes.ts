import { translated } from '../../platform/i18n';
import { createRoute } from '../../platform/router';

export const mainRoute = createRoute({
  name: 'main',
  team: 'explore',
  path: '/',
  load: () => import('./pages/main-page'),
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
