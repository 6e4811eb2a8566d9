import { lazy } from 'react';

// The account team's public surface: its routes, its messages, the header's control and the
// e-mail form other teams offer where something needs a confirmed address.
export {
  accountRoute,
  accountRoutes,
  documentsRoute,
  loyaltyRoute,
  moreRoute,
  notificationsRoute,
  orderRoute,
  ordersRoute,
  plusRoute,
  settingsRoute,
} from './routes';
export { accountMessages } from './messages';
export { AccountControl } from './ui/account-control';

/** Adding an e-mail (a confirmation link is sent), where e-mail alerts need one; its own chunk. */
export const AddEmail = lazy(() => import('./ui/email-form'));
