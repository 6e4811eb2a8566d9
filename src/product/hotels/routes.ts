import { translated } from '../../platform/i18n';
import { createParamsTitle, createRoute, except, type RouteContext } from '../../platform/router';

/** Hotels are sold by the flight brand in the Russian market only (spec §2.1). */
export const hotelsAvailable = ({ brand, market }: RouteContext) => brand === 'AS' && market === 'ru';

export const hotelsSearchRoute = createRoute({
  name: 'hotels-search',
  team: 'hotels',
  path: '/hotels/search',
  load: () => import('./pages/hotels-search-page'),
  documentTitle: translated('hotels.search.title'),
  available: hotelsAvailable,
});

export const hotelsClickRoute = createRoute({
  name: 'hotels-click',
  team: 'hotels',
  path: '/hotels/click',
  load: () => import('./pages/hotels-click-page'),
  documentTitle: translated('hotels.click.title'),
  available: hotelsAvailable,
});

const hotelTitle = createParamsTitle((t, { hotelId = '' }) => t('hotels.hotel.title', { id: hotelId }));

/** A hotel by its id; `click` and `search` are the section's own pages, never ids. */
export const hotelRoute = createRoute({
  name: 'hotel',
  team: 'hotels',
  path: '/hotels/:hotelId',
  params: { hotelId: except('click', 'search') },
  load: () => import('./pages/hotel-page'),
  documentTitle: hotelTitle.$title,
  available: hotelsAvailable,
});
hotelTitle.follow(hotelRoute);

export const hotelsRoutes = [hotelsSearchRoute, hotelsClickRoute, hotelRoute];
