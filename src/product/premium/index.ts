// The premium team's public surface: its routes.
export { cashbackRoute, morePaymentRoute, moreRoute, moreStatusRoute, plusPaymentRoute, plusRoute, plusStatusRoute, premiumRoutes } from './routes';
export { premiumMessages } from './messages';
