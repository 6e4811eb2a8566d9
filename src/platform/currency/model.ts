import { createEffect, sample } from 'effector';
import { logger, logSampling } from '../logger';
import { createApiQuery, describeFailure, type RequestFailure } from '../request';

/**
 * Roubles per unit of every currency; prices travel in roubles. Loaded once a visit, by the
 * currency-rates service of the routes that show prices, and tried 4 times (spec §8 Retries).
 */
export const currencyRatesQuery = createApiQuery({
  request: { method: 'GET', host: 'searchEngine', path: () => '/currency.json' },
  response: () => import('../../contracts/currency').then((contracts) => contracts.CurrencyRates),
  retry: { times: 3, delayMs: 100 },
});

/** Prices stay in the currency the server rendered; the failure is logged, sampled (spec §8, §9: 0.1). */
const reportFailureFx = createEffect(({ error }: { error: RequestFailure }) => {
  logger.sampled(logSampling.currency).warning('Currency rates request failed after retries', { error: describeFailure(error) });
});
sample({ clock: currencyRatesQuery.finished.failure, target: reportFailureFx });
