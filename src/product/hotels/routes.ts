import { availableTo } from '../../platform/brand';
import { createRoute, except } from '../../platform/router';
import { currencyRatesService } from '../../platform/services';
import { BuildingIcon } from '../../ui';
import { favoritesMessages } from '../favorites';
import { $hotelNames, $searchPlaceName } from './model/hotel-name';

/** Hotels are sold by the flight brand in the Russian market only (spec §2.1, `platform/brand/rules.ts`). */
export const hotelsAvailable = availableTo('hotels');

export const hotelsSearchRoute = createRoute({
  name: 'hotels-search',
  team: 'hotels',
  path: '/hotels/search',
  load: () => import('./pages/hotels-search-page'),
  // The place searched once the address names one (on the server too).
  title: { source: $searchPlaceName, fn: (t, _, place) => (place ? t('hotels.search.titleIn', { place }) : t('hotels.search.title')) },
  // Prices are shown in the visitor's currency.
  services: [currencyRatesService],
  // The cards' "Save" is the favorites team's.
  messages: [favoritesMessages],
  nav: { section: 'hotels', label: 'nav.hotels', icon: BuildingIcon, header: 'main' },
  available: hotelsAvailable,
});

export const hotelsClickRoute = createRoute({
  name: 'hotels-click',
  team: 'hotels',
  path: '/hotels/click',
  load: () => import('./pages/hotels-click-page'),
  title: (t) => t('hotels.click.title'),
  services: [currencyRatesService],
  available: hotelsAvailable,
});

/** A hotel by its id; `click` and `search` are the section's own pages, never ids. */
export const hotelRoute = createRoute({
  name: 'hotel',
  team: 'hotels',
  path: '/hotels/:hotelId',
  params: { hotelId: except('click', 'search') },
  load: () => import('./pages/hotel-page'),
  services: [currencyRatesService],
  // "Save" is the favorites team's.
  messages: [favoritesMessages],
  // The hotel's name once its data is in (on the server too); the id until then.
  title: { source: $hotelNames, fn: (t, { hotelId }, names) => names[hotelId] ?? t('hotels.hotel.title', { id: hotelId }) },
  available: hotelsAvailable,
});

export const hotelsRoutes = [hotelsSearchRoute, hotelsClickRoute, hotelRoute];
