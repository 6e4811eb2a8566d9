import { createRoute } from '../../platform/router';
import { MapIcon, PlaneIcon } from '../../ui';
import { searchMessages } from '../search';

export const mainRoute = createRoute({
  name: 'main',
  team: 'explore',
  path: '/',
  load: () => import('./pages/main-page'),
  title: (t) => t('home.title'),
  nav: { section: 'flights', label: 'nav.flights', icon: PlaneIcon, header: 'main' },
  // The page is the search form.
  messages: [searchMessages],
});

/** The price map is offered in the Ukrainian market only (spec §2.1). */
export const mapRoute = createRoute({
  name: 'map',
  team: 'explore',
  path: '/map',
  load: () => import('./pages/map-page'),
  title: (t) => t('map.title'),
  nav: { section: 'map', label: 'nav.map', icon: MapIcon, header: 'main' },
  available: ({ market }) => market === 'ua',
});

export const exploreRoutes = [mainRoute, mapRoute];
