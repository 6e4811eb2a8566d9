import { createRoute } from '../../platform/router';
import { currencyRatesService } from '../../platform/services';
import { HeartIcon } from '../../ui';
import { favoriteFlightsPath } from './paths';
import { accountMessages } from '../account';

// Favorites (spec §2.4): hotels and places keep whatever follows their path; other
// /favorites… addresses are unknown.

export const favoritesRoute = createRoute({
  name: 'favorites',
  team: 'favorites',
  path: '/favorites',
  load: () => import('./pages/favorites-page'),
  title: (t) => t('favorites.title'),
  nav: { section: 'favorites', label: 'nav.favorites', icon: HeartIcon, header: 'personal' },
});

export const favoriteFlightsRoute = createRoute({
  name: 'favorites-avia',
  team: 'favorites',
  path: favoriteFlightsPath,
  load: () => import('./pages/favorite-flights-page'),
  title: (t) => t('favorites.avia.title'),
  // Prices are shown in the visitor's currency.
  services: [currencyRatesService],
  // E-mail alerts without a confirmed address offer the account's e-mail form.
  messages: [accountMessages],
});

export const favoriteHotelsRoute = createRoute({
  name: 'favorites-hotels',
  team: 'favorites',
  path: '/favorites/hotels',
  index: true,
  load: () => import('./pages/favorite-hotels-page'),
  title: (t) => t('favorites.hotels.title'),
  // Prices are shown in the visitor's currency.
  services: [currencyRatesService],
});

export const favoritePlacesRoute = createRoute({
  name: 'favorites-places',
  team: 'favorites',
  path: '/favorites/places',
  index: true,
  load: () => import('./pages/favorite-places-page'),
  title: (t) => t('favorites.places.title'),
});

export const favoritesRoutes = [favoritesRoute, favoriteFlightsRoute, favoriteHotelsRoute, favoritePlacesRoute];
