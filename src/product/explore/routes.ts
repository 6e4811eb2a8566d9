import { availableTo } from '../../platform/brand';
import { sample } from 'effector';
import { createRoute, linkTo, navigate } from '../../platform/router';
import { nearestPlacesService } from '../../platform/services';
import { MapIcon, PlaneIcon } from '../../ui';
import { anywhereChosen, searchMessages } from '../search';
import { fromCityRoute } from '../seo';

export const mainRoute = createRoute({
  name: 'main',
  team: 'explore',
  path: '/',
  load: () => import('./pages/main-page'),
  title: (t) => t('home.title'),
  description: (t) => t('home.subheading'),
  nav: { section: 'flights', label: 'nav.flights', icon: PlaneIcon, header: 'main' },
  // The page is the search form.
  messages: [searchMessages],
  // Its origin starts from the city nearest to the visitor, asked by the browser (model/main.ts).
  services: [nearestPlacesService],
});

/** The price map is offered in the Ukrainian market only (spec §2.1). */
export const mapRoute = createRoute({
  name: 'map',
  team: 'explore',
  path: '/map',
  load: () => import('./pages/map-page'),
  title: (t) => t('map.title'),
  description: (t) => t('map.lead'),
  nav: { section: 'map', label: 'nav.map', icon: MapIcon, header: 'main' },
  available: availableTo('map'),
});

export const exploreRoutes = [mainRoute, mapRoute];

// "Anywhere" as the destination opens the page of flights from the origin's city, with the form
// leaving from there: every brand and market has it (the price map is the Ukrainian market's
// only, and shows no prices yet). No search goes to "anywhere".
sample({ clock: anywhereChosen, fn: ({ origin }) => ({ to: linkTo(fromCityRoute, { origin }) }), target: navigate });
