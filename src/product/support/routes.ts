import { availableTo } from '../../platform/brand';
import { createRoute, identifier } from '../../platform/router';

const ruMarket = availableTo('support');

/** Support help, in the Russian market only (spec §2.1, §2.7). */
export const supportHelpRoute = createRoute({
  name: 'support-help',
  team: 'support',
  path: '/support/help',
  load: () => import('./pages/support-help-page'),
  title: (t) => t('support.title'),
  nav: { section: 'support', label: 'nav.support' },
  available: ruMarket,
});

/** Support help about one order, its number after the path. */
export const supportOrderHelpRoute = createRoute({
  name: 'support-help-order',
  team: 'support',
  path: '/support/help/:orderNumber',
  params: { orderNumber: identifier },
  load: () => import('./pages/support-help-page'),
  title: (t, { orderNumber }) => t('support.order.title', { order: orderNumber }),
  available: ruMarket,
});

export const supportRoutes = [supportHelpRoute, supportOrderHelpRoute];
