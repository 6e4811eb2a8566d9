import type { FastifyPluginAsync } from 'fastify';
import type { CurrencyRates } from '../../../contracts';
import { createCurrencyRates } from '../../engines/currency';

/**
 * Search engine host (`/api/search`): `GET currency.json`, roubles per unit of every currency.
 * Rates change a few times a day at most; an hour in caches is fine.
 */
export const currencyApi: FastifyPluginAsync = async (app) => {
  const provider = createCurrencyRates({ source: app.config.currencyRatesSource, log: app.log });
  app.get('/currency.json', async (_request, reply): Promise<CurrencyRates> => {
    reply.header('cache-control', 'public, max-age=3600');
    return provider.rates();
  });
};
