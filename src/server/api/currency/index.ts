import fp from 'fastify-plugin';
import { createCurrencyRates } from '../../engines/currency';
import { currencyRoutes } from './routes';

/** Currency rates on the search engine host (`/api/search`): `GET currency.json`. */
export const currencyApi = fp(async (app) => currencyRoutes(app, createCurrencyRates({ source: app.config.currencyRatesSource, log: app.log })), {
  name: 'currency-api',
  dependencies: ['config', 'security', 'errors'],
  encapsulate: true,
});
