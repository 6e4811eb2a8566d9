import type { FastifyPluginCallback } from 'fastify';
import { collectorApi } from './collector';
import { currencyApi } from './currency';
import { exploreApi, sitemapsApi } from './explore';
import { favoritesApi } from './favorites';
import { flagsApi } from './flags';
import { guidesApi } from './guides';
import { hotelsApi } from './hotels';
import { ordersApi, paymentsApi } from './orders';
import { relayApi } from './relay';
import { searchApi } from './search';
import { suggestApi } from './suggest';
import { userApi } from './user';

/**
 * Every API module and the host prefix it is mounted under (docs/architecture.md §1). A prefix is the
 * default base URL of its config host; in production a host may point elsewhere.
 */
export const apiModules: { prefix: string; plugin: FastifyPluginCallback }[] = [
  { prefix: '/api/search', plugin: currencyApi },
  { prefix: '/api/search', plugin: searchApi },
  { prefix: '/api/suggest', plugin: suggestApi },
  { prefix: '/api/hotels', plugin: hotelsApi },
  { prefix: '/api/guides-walks', plugin: guidesApi },
  { prefix: '/api/explore', plugin: exploreApi },
  { prefix: '', plugin: sitemapsApi },
  { prefix: '/api/flags', plugin: flagsApi },
  { prefix: '', plugin: collectorApi },
  { prefix: '/api/relay', plugin: relayApi },
  { prefix: '', plugin: userApi },
  { prefix: '/api/favorites', plugin: favoritesApi },
  { prefix: '/api/my-orders', plugin: ordersApi },
  { prefix: '/api/payments', plugin: paymentsApi },
];
