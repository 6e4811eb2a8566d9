import { translated } from '../../platform/i18n';
import { createParamsTitle, createRoute, identifier } from '../../platform/router';

const ruMarket = ({ market }: { market: string }) => market === 'ru';

/** Support help, in the Russian market only (spec §2.1, §2.7). */
export const supportHelpRoute = createRoute({
  name: 'support-help',
  team: 'support',
  path: '/support/help',
  load: () => import('./pages/support-help-page'),
  documentTitle: translated('support.title'),
  available: ruMarket,
});

const orderHelpTitle = createParamsTitle((t, { orderNumber = '' }) => t('support.order.title', { order: orderNumber }));

/** Support help about one order, its number after the path. */
export const supportOrderHelpRoute = createRoute({
  name: 'support-help-order',
  team: 'support',
  path: '/support/help/:orderNumber',
  params: { orderNumber: identifier },
  load: () => import('./pages/support-help-page'),
  documentTitle: orderHelpTitle.$title,
  available: ruMarket,
});
orderHelpTitle.follow(supportOrderHelpRoute);

export const supportRoutes = [supportHelpRoute, supportOrderHelpRoute];
