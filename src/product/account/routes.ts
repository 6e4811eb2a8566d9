import { availableTo } from '../../platform/brand';
import { createRoute, identifier, type Route } from '../../platform/router';
import type { MessageKey } from '../../platform/i18n';
import { passengerMessages } from '../../platform/passenger';
import { UserIcon } from '../../ui';
import { accountPath, orderPath } from './paths';

// Account pages (spec §2.3). Paths are exact: any other /my… address is unknown.

export const accountRoute = createRoute({
  name: 'account',
  team: 'account',
  path: accountPath,
  load: () => import('./pages/account-page'),
  title: (t) => t('account.title'),
  // The header's own control (AccountControl) is the account's entry there; the footer lists it.
  nav: { section: 'account', label: 'nav.account', icon: UserIcon },
});

const section = <Path extends string>(name: string, path: Path, title: MessageKey, load: NonNullable<Route['load']>) =>
  createRoute({ name, team: 'account', path, load, title: (t) => t(title) });

export const documentsRoute = createRoute({
  name: 'account-documents',
  team: 'account',
  path: '/my/documents',
  load: () => import('./pages/documents-page'),
  title: (t) => t('account.documents.title'),
  // The passenger rules' reasons, which the booking form shows too.
  messages: [passengerMessages],
});
export const settingsRoute = createRoute({
  name: 'account-settings',
  team: 'account',
  path: '/my/settings',
  load: () => import('./pages/settings-page'),
  title: (t) => t('account.settings.title'),
  // The home city is chosen with the search form's place field. By the team's name: the search team
  // imports the account's (through booking and favorites), so importing it here would be a cycle.
  messages: ['search'],
});
export const notificationsRoute = section(
  'account-notifications',
  '/my/notifications',
  'account.notifications.title',
  () => import('./pages/notifications-page'),
);
export const ordersRoute = section('account-orders', '/my/orders', 'account.orders.title', () => import('./pages/orders-page'));
export const loyaltyRoute = section('account-loyalty', '/my/loyalty', 'account.loyalty.title', () => import('./pages/loyalty-page'));

/** One order; its id is letters, digits and hyphens. */
export const orderRoute = createRoute({
  name: 'account-order',
  team: 'account',
  path: orderPath,
  params: { orderId: identifier },
  load: () => import('./pages/order-page'),
  title: (t, { orderId }) => t('account.order.title', { order: orderId }),
});

/** The subscription in the account: /my/plus for the second brand (its Plus), /my/more for the flight brand. */
const subscriptionRoute = <Path extends string>(subscription: 'more' | 'plus', path: Path) =>
  createRoute({
    name: `account-subscription-${subscription === 'more' ? 'as' : 'wa'}`,
    team: 'account',
    path,
    load: () => import('./pages/subscription-page'),
    // The subscription's name in this visit (Plus, More or My cashback) comes through the message's placeholder.
    title: (t) => t('account.subscription.title'),
    available: availableTo(subscription),
  });
export const moreRoute = subscriptionRoute('more', '/my/more');
export const plusRoute = subscriptionRoute('plus', '/my/plus');

export const accountRoutes = [accountRoute, documentsRoute, settingsRoute, notificationsRoute, moreRoute, plusRoute, ordersRoute, orderRoute, loyaltyRoute];
