// The account team's public surface: its routes.
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
