import { translated } from '../../platform/i18n';
import { createParamsTitle, createRoute, identifier, type Route } from '../../platform/router';

// Account pages (spec §2.3). Paths are exact: any other /my… address is unknown.

export const accountRoute = createRoute({
  name: 'account',
  team: 'account',
  path: '/my',
  load: () => import('./pages/account-page'),
  documentTitle: translated('account.title'),
});

const section = (name: string, path: string, title: Parameters<typeof translated>[0], load: Route['load']) =>
  createRoute({ name, team: 'account', path, load: load!, documentTitle: translated(title) });

export const documentsRoute = section('account-documents', '/my/documents', 'account.documents.title', () => import('./pages/documents-page'));
export const settingsRoute = section('account-settings', '/my/settings', 'account.settings.title', () => import('./pages/settings-page'));
export const notificationsRoute = section(
  'account-notifications',
  '/my/notifications',
  'account.notifications.title',
  () => import('./pages/notifications-page'),
);
export const ordersRoute = section('account-orders', '/my/orders', 'account.orders.title', () => import('./pages/orders-page'));
export const loyaltyRoute = section('account-loyalty', '/my/loyalty', 'account.loyalty.title', () => import('./pages/loyalty-page'));

const orderTitle = createParamsTitle((t, { orderId = '' }) => t('account.order.title', { order: orderId }));

/** One order; its id is letters, digits and hyphens. */
export const orderRoute = createRoute({
  name: 'account-order',
  team: 'account',
  path: '/my/orders/:orderId',
  params: { orderId: identifier },
  load: () => import('./pages/order-page'),
  documentTitle: orderTitle.$title,
});
orderTitle.follow(orderRoute);

/** The subscription's name in this visit (Plus, More or My cashback) comes through the message's placeholder. */
export const $subscriptionTitle = translated('account.subscription.title');

/** The subscription in the account: /my/plus for the second brand (its Plus), /my/more for the flight brand. */
const subscriptionRoute = (brand: 'AS' | 'WA', path: string) =>
  createRoute({
    name: `account-subscription-${brand.toLowerCase()}`,
    team: 'account',
    path,
    load: () => import('./pages/subscription-page'),
    documentTitle: $subscriptionTitle,
    available: (context) => context.brand === brand,
  });
export const moreRoute = subscriptionRoute('AS', '/my/more');
export const plusRoute = subscriptionRoute('WA', '/my/plus');

export const accountRoutes = [
  accountRoute,
  documentsRoute,
  settingsRoute,
  notificationsRoute,
  moreRoute,
  plusRoute,
  ordersRoute,
  orderRoute,
  loyaltyRoute,
];
