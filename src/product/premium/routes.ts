import { createRoute, type Route, type RouteContext } from '../../platform/router';
import { $cashbackTitle, $landingTitle, $paymentTitle, $statusTitle } from './model/naming';

// Premium (spec §2.5). Each brand has its own subscription: the flight brand's More (My cashback in
// cashback markets) under /more and /cashback, the second brand's Plus under /plus.
const flightBrand = ({ brand }: RouteContext) => brand === 'AS';
const secondBrand = ({ brand }: RouteContext) => brand === 'WA';

const premium = (name: string, path: string, options: Pick<Parameters<typeof createRoute>[0], 'load' | 'documentTitle' | 'available'>): Route =>
  createRoute({ name, team: 'premium', path, ...options });

const landing = () => import('./pages/landing-page');
const payment = () => import('./pages/payment-page');
const status = () => import('./pages/payment-status-page');

export const moreRoute = premium('premium-more', '/more', { load: landing, documentTitle: $landingTitle, available: flightBrand });
export const plusRoute = premium('premium-plus', '/plus', { load: landing, documentTitle: $landingTitle, available: secondBrand });
export const cashbackRoute = premium('premium-cashback', '/cashback', {
  load: () => import('./pages/cashback-page'),
  documentTitle: $cashbackTitle,
  available: flightBrand,
});
export const morePaymentRoute = premium('premium-more-payment', '/more/payment', { load: payment, documentTitle: $paymentTitle, available: flightBrand });
export const plusPaymentRoute = premium('premium-plus-payment', '/plus/payment', { load: payment, documentTitle: $paymentTitle, available: secondBrand });
export const moreStatusRoute = premium('premium-more-status', '/more/payment/status', { load: status, documentTitle: $statusTitle, available: flightBrand });
export const plusStatusRoute = premium('premium-plus-status', '/plus/payment/status', { load: status, documentTitle: $statusTitle, available: secondBrand });

export const premiumRoutes = [moreRoute, plusRoute, cashbackRoute, morePaymentRoute, plusPaymentRoute, moreStatusRoute, plusStatusRoute];
