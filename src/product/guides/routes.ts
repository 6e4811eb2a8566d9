import { translated } from '../../platform/i18n';
import { createParamsTitle, createRoute, letterCode, type RouteContext } from '../../platform/router';

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
  documentTitle: translated('guides.title'),
  available: guidesAvailable,
});

const walkTitle = createParamsTitle((t, { iata = '' }) => t('walks.title', { city: iata }));

/** A walk through a city, in the Russian market only. */
export const walkRoute = createRoute({
  name: 'walk',
  team: 'guides',
  path: '/walks/:iata/:slug',
  params: { iata: letterCode(3) },
  load: () => import('./pages/walk-page'),
  documentTitle: walkTitle.$title,
  available: ({ market }) => market === 'ru',
});
walkTitle.follow(walkRoute);

const audioguideTitle = createParamsTitle((t, { iata = '' }) => t('audioguides.title', { city: iata }));

/** An audio guide, for the flight brand only. */
export const audioguideRoute = createRoute({
  name: 'audioguide',
  team: 'guides',
  path: '/audioguides/:iata/:slug',
  params: { iata: letterCode(3) },
  load: () => import('./pages/audioguide-page'),
  documentTitle: audioguideTitle.$title,
  available: ({ brand }) => brand === 'AS',
});
audioguideTitle.follow(audioguideRoute);

export const guidesRoutes = [guidesRoute, walkRoute, audioguideRoute];
