import { createRoute, letterCode, type RouteContext } from '../../platform/router';
import { CompassIcon } from '../../ui';

/**
 * Guides (spec §2.1): the second brand everywhere; the flight brand in ru, uz and kz, and in kg
 * or az unless the page is in English.
 */
export function guidesAvailable({ brand, market, language }: RouteContext): boolean {
  if (brand === 'WA') return true;
  if (['ru', 'uz', 'kz'].includes(market)) return true;
  return ['kg', 'az'].includes(market) && language !== 'en';
}

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
  available: ({ market }) => market === 'ru',
});

/** An audio guide, for the flight brand only. */
export const audioguideRoute = createRoute({
  name: 'audioguide',
  team: 'guides',
  path: '/audioguides/:iata/:slug',
  params: { iata: letterCode(3) },
  load: () => import('./pages/audioguide-page'),
  title: (t, { iata }) => t('audioguides.title', { city: iata }),
  available: ({ brand }) => brand === 'AS',
});

export const guidesRoutes = [guidesRoute, walkRoute, audioguideRoute];
