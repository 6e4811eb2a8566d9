import { passengerMessages } from '../../platform/passenger';
import { createRoute } from '../../platform/router';
import { currencyRatesService } from '../../platform/services';

/** The page a chosen ticket passes through on its way to the seller; everywhere (spec §2.1). */
export const clickRoute = createRoute({
  name: 'click',
  team: 'booking',
  path: '/click',
  load: () => import('./pages/click-page'),
  title: (t) => t('click.title'),
});

/** Booking an offer of an agency that sells through us (spec §2.2 `/booking…`). */
export const bookingRoute = createRoute({
  name: 'booking',
  team: 'booking',
  path: '/booking',
  load: () => import('./pages/booking-page'),
  // The total is shown and paid in the visitor's currency, converted with the rates the card used.
  services: [currencyRatesService],
  // The passenger rules' reasons, which the account's documents show too.
  messages: [passengerMessages],
  title: (t) => t('booking.title'),
});

export const bookingRoutes = [clickRoute, bookingRoute];
