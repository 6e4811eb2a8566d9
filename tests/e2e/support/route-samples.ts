import type { BrandCode } from './brands';
import { isoInDays } from './clock';

/**
 * One address per route of the route table and brand where it opens, with sample parameters,
 * for journeys that visit every page (the accessibility check). A market prefix puts the page in
 * a market that has it (spec §2.1). `route` is the route's name; null is the not-found page.
 * src/app/__tests__/route-samples.test.ts checks that each address opens its route and that every
 * route of the table has an address, so a new route without one fails.
 */
export interface RouteSample {
  route: string | null;
  brand: BrandCode;
  path: string;
}

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

/** A round trip Moscow – Istanbul for one adult, three and four weeks ahead. */
export const sampleSearchPath = () => `/search/MOW${ddmm(isoInDays(20))}IST${ddmm(isoInDays(27))}1`;

interface Entry {
  route: string | null;
  path: string;
  /** The market prefix the second brand needs for the route (the flight brand's default market has it). */
  waPrefix?: string;
}

/** Routes both brands have. */
const shared: Entry[] = [
  { route: 'main', path: '/' },
  { route: 'map', path: '/ua/map' },
  { route: 'search', path: sampleSearchPath() },
  { route: 'guides', path: '/guides' },
  { route: 'walk', path: '/walks/MOW/kremlin-to-zaryadye', waPrefix: '/ru' },
  { route: 'click', path: '/click' },
  { route: 'booking', path: '/booking' },
  { route: 'account', path: '/my' },
  { route: 'account-documents', path: '/my/documents' },
  { route: 'account-settings', path: '/my/settings' },
  { route: 'account-notifications', path: '/my/notifications' },
  { route: 'account-orders', path: '/my/orders' },
  { route: 'account-order', path: '/my/orders/AB-123' },
  { route: 'account-loyalty', path: '/my/loyalty' },
  { route: 'favorites', path: '/favorites' },
  { route: 'favorites-avia', path: '/favorites/avia' },
  { route: 'favorites-hotels', path: '/favorites/hotels' },
  { route: 'favorites-places', path: '/favorites/places' },
  { route: 'seo-routes-from', path: '/routes/MOW' },
  { route: 'seo-routes-city', path: '/routes/MOW/IST' },
  { route: 'seo-routes-country', path: '/routes/MOW/TR' },
  { route: 'seo-airlines', path: '/airlines' },
  { route: 'seo-airline', path: '/airlines/aeroflot' },
  { route: 'seo-airports', path: '/airports' },
  { route: 'seo-airport', path: '/airports/istanbul-airport' },
  { route: 'seo-flight', path: '/flights/SU1746' },
  { route: 'seo-countries', path: '/countries' },
  { route: 'seo-country', path: '/countries/turkey' },
  { route: 'seo-cities', path: '/cities' },
  { route: 'seo-city', path: '/cities/istanbul' },
  { route: 'faq', path: '/faq' },
  { route: 'faq-article', path: '/faq/baggage' },
  { route: 'faq-instruction', path: '/faq/instructions/refund' },
  { route: 'faq-instruction-step', path: '/faq/instructions/refund/2' },
  { route: 'support-help', path: '/support/help', waPrefix: '/ru' },
  { route: 'support-help-order', path: '/support/help/AB-123', waPrefix: '/ru' },
];

/** Routes of the flight brand only; its default market (ru) has them all. */
const flightBrand: Entry[] = [
  { route: 'audioguide', path: '/audioguides/LED/palace-square' },
  { route: 'assistant', path: '/assistant' },
  { route: 'hotels-search', path: '/hotels/search' },
  { route: 'hotels-click', path: '/hotels/click' },
  { route: 'hotel', path: '/hotels/LED-1' },
  { route: 'account-subscription-as', path: '/my/more' },
  { route: 'premium-more', path: '/more' },
  { route: 'premium-cashback', path: '/cashback' },
  { route: 'premium-more-payment', path: '/more/payment' },
  { route: 'premium-more-status', path: '/more/payment/status' },
];

const secondBrand: Entry[] = [
  { route: 'account-subscription-wa', path: '/my/plus' },
  { route: 'premium-plus', path: '/plus' },
  { route: 'premium-plus-payment', path: '/plus/payment' },
  { route: 'premium-plus-status', path: '/plus/payment/status' },
];

const notFound: Entry = { route: null, path: '/no/such/page' };

export const routeSamples = (): RouteSample[] => [
  ...[...shared, ...flightBrand, notFound].map(({ route, path }) => ({ route, brand: 'AS' as const, path })),
  ...[...shared, ...secondBrand, notFound].map(({ route, path, waPrefix = '' }) => ({ route, brand: 'WA' as const, path: `${waPrefix}${path}` })),
];
