import { availableTo } from '../../platform/brand';
import { createRoute, type Route } from '../../platform/router';
import { premiumTitles } from './model/naming';

// Premium (spec §2.5). Each brand has its own subscription: the flight brand's More (My cashback in
// cashback markets) under /more and /cashback, the second brand's Plus under /plus.
const flightBrand = availableTo('more');
const secondBrand = availableTo('plus');

type PremiumOptions = Pick<Parameters<typeof createRoute>[0], 'load' | 'available' | 'nav'> & { title: (typeof premiumTitles)[keyof typeof premiumTitles] };
const premium = <Path extends string>(name: string, path: Path, options: PremiumOptions): Route<Path> =>
  createRoute({ name, team: 'premium', path, ...options });

const landing = () => import('./pages/landing-page');
const payment = () => import('./pages/payment-page');
const status = () => import('./pages/payment-status-page');
// The landing is named as the visit's subscription ({subscriptionLongName}).
const landingNav = { section: 'premium', label: 'nav.premium' } as const;

export const moreRoute = premium('premium-more', '/more', { load: landing, title: premiumTitles.landing, nav: landingNav, available: flightBrand });
export const plusRoute = premium('premium-plus', '/plus', { load: landing, title: premiumTitles.landing, nav: landingNav, available: secondBrand });
export const cashbackRoute = premium('premium-cashback', '/cashback', {
  load: () => import('./pages/cashback-page'),
  title: premiumTitles.cashback,
  available: flightBrand,
});
export const morePaymentRoute = premium('premium-more-payment', '/more/payment', { load: payment, title: premiumTitles.payment, available: flightBrand });
export const plusPaymentRoute = premium('premium-plus-payment', '/plus/payment', { load: payment, title: premiumTitles.payment, available: secondBrand });
export const moreStatusRoute = premium('premium-more-status', '/more/payment/status', { load: status, title: premiumTitles.status, available: flightBrand });
export const plusStatusRoute = premium('premium-plus-status', '/plus/payment/status', { load: status, title: premiumTitles.status, available: secondBrand });

export const premiumRoutes = [moreRoute, plusRoute, cashbackRoute, morePaymentRoute, plusPaymentRoute, moreStatusRoute, plusStatusRoute];
