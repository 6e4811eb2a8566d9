import fp from 'fastify-plugin';
import { hosts } from '../../../platform/config';
import { SimulatedPaymentProvider, type PaymentProvider } from '../../engines/payments';
import { searchRates } from './charge';
import { clickRoutes } from './click-routes';
import { searchOffers } from './offers';
import { orderRoutes } from './order-routes';
import { paymentRoutes } from './payment-routes';
import { ordersOfUser, paymentsOfUser } from './personal-data';
import { BookingStore } from './store';

export interface BookingApiOptions {
  /** Epoch milliseconds; tests pass a clock they move by hand. */
  now?: () => number;
  /** Where the search module is mounted (offers are recomputed there, and currency rates read). */
  searchPrefix?: string;
  /** The card payment provider; the simulated one (test cards) by default. */
  provider?: PaymentProvider;
}

const dependencies = ['config', 'clock', 'database', 'security', 'errors', 'personal-data', 'user-access'];

/**
 * The my-orders host (`/api/my-orders`): clicks on offers (public) and the account's orders
 * (private, the user-access plugin's JWT check).
 */
export const ordersApi = fp<BookingApiOptions>(
  async (app, options) => {
    const now = options.now ?? app.now;
    const store = new BookingStore(app.database.db);
    const searchPrefix = options.searchPrefix ?? hosts.searchEngine;
    clickRoutes(app, { store, offers: searchOffers(app, searchPrefix), rates: searchRates(app, searchPrefix), now });
    orderRoutes(app, { store });
    app.personalData.provide('orders', ordersOfUser(store));
  },
  { name: 'orders-api', dependencies, encapsulate: true },
);

/**
 * The payments host (`/api/payments`): card payments through a provider, each following the
 * payment state machine; a succeeded payment makes its order and sends the confirmation.
 */
export const paymentsApi = fp<BookingApiOptions>(
  async (app, options) => {
    const now = options.now ?? app.now;
    const searchPrefix = options.searchPrefix ?? hosts.searchEngine;
    const store = new BookingStore(app.database.db);
    app.personalData.provide('payments', paymentsOfUser(store));
    paymentRoutes(app, {
      store,
      offers: searchOffers(app, searchPrefix),
      rates: searchRates(app, searchPrefix),
      provider: options.provider ?? new SimulatedPaymentProvider(),
      rateLimit: app.config.userAuth.accountRateLimit,
      now,
    });
  },
  { name: 'payments-api', dependencies, encapsulate: true },
);
