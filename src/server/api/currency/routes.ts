import type { FastifyInstance } from 'fastify';
import { CurrencyRates } from '../../../contracts/currency';
import type { CurrencyRatesProvider } from '../../engines/currency';
import { apiRoutes } from '../route';

export function currencyRoutes(app: FastifyInstance, rates: CurrencyRatesProvider): void {
  apiRoutes(
    app,
    'Currency',
  )({
    method: 'GET',
    url: '/currency.json',
    contract: {
      summary: 'Roubles per unit of every currency',
      description: 'Prices travel in roubles and are converted with these rates. They change a few times a day at most.',
      responses: { 200: CurrencyRates },
    },
    handler: async (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return rates.rates();
    },
  });
}
