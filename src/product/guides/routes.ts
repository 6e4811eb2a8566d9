import { availableTo } from '../../platform/brand';
import { createRoute, letterCode } from '../../platform/router';
import { CompassIcon } from '../../ui';

/** Guides where the brand and market rules offer them (spec §2.1, `platform/brand/rules.ts`). */
export const guidesAvailable = availableTo('guides');

export const guidesRoute = createRoute({
  name: 'guides',
  team: 'guides',
  path: '/guides',
  load: () => import('./pages/guides-page'),
  title: (t) => t('guides.title'),
  nav: { section: 'guides', label: 'nav.guides', icon: CompassIcon, header: 'main' },
  available: guidesAvailable,
});

/** A walk through a city, in the Russian market only. */
export const walkRoute = createRoute({
  name: 'walk',
  team: 'guides',
  path: '/walks/:iata/:slug',
  params: { iata: letterCode(3) },
  load: () => import('./pages/walk-page'),
  title: (t, { iata }) => t('walks.title', { city: iata }),
  available: availableTo('walks'),
});

/** An audio guide, for the flight brand only. */
export const audioguideRoute = createRoute({
  name: 'audioguide',
  team: 'guides',
  path: '/audioguides/:iata/:slug',
  params: { iata: letterCode(3) },
  load: () => import('./pages/audioguide-page'),
  title: (t, { iata }) => t('audioguides.title', { city: iata }),
  available: availableTo('audioguides'),
});

export const guidesRoutes = [guidesRoute, walkRoute, audioguideRoute];
