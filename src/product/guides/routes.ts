import { availableTo } from '../../platform/brand';
import { createRoute, letterCode } from '../../platform/router';
import { CompassIcon } from '../../ui';
import { favoritesMessages } from '../favorites';
import { audioguideQuery, cityGuideQuery, walkQuery } from './model/queries';

/** Guides where the brand and market rules offer them (spec §2.1, `platform/brand/rules.ts`). */
export const guidesAvailable = availableTo('guides');

/**
 * The guides (`/guides`): the destinations and their categories, and a city's guide on the same
 * address (`/guides?city=LED`): spec §2.1 has no other guides route. A content page.
 */
export const guidesRoute = createRoute({
  name: 'guides',
  team: 'guides',
  path: '/guides',
  content: true,
  // A city's places have the favorites' Save.
  messages: [favoritesMessages],
  load: () => import('./pages/guides-page'),
  title: { source: cityGuideQuery.$data, fn: (t, _params, guide) => (guide ? t('guides.cityTitle', { city: guide.name }) : t('guides.title')) },
  description: { source: cityGuideQuery.$data, fn: (t, _params, guide) => guide?.intro ?? t('guides.lead') },
  nav: { section: 'guides', label: 'nav.guides', icon: CompassIcon, header: 'main' },
  available: guidesAvailable,
});

/** A walk through a city, in the Russian market only: its title is the walk's name. */
export const walkRoute = createRoute({
  name: 'walk',
  team: 'guides',
  path: '/walks/:iata/:slug',
  params: { iata: letterCode(3) },
  content: true,
  load: () => import('./pages/walk-page'),
  title: { source: walkQuery.$data, fn: (t, { iata }, walk) => walk?.name ?? t('walks.title', { city: iata }) },
  description: { source: walkQuery.$data, fn: (t, _params, walk) => walk?.lead ?? t('walks.lead') },
  available: availableTo('walks'),
});

/** An audio guide, for the flight brand only: an app page whose player works as HTML `<audio>` first. */
export const audioguideRoute = createRoute({
  name: 'audioguide',
  team: 'guides',
  path: '/audioguides/:iata/:slug',
  params: { iata: letterCode(3) },
  load: () => import('./pages/audioguide-page'),
  title: { source: audioguideQuery.$data, fn: (t, { iata }, guide) => guide?.name ?? t('audioguides.title', { city: iata }) },
  description: { source: audioguideQuery.$data, fn: (t, _params, guide) => guide?.lead ?? t('audioguides.lead') },
  available: availableTo('audioguides'),
});

export const guidesRoutes = [guidesRoute, walkRoute, audioguideRoute];
