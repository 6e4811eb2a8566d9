import { createEffect, sample } from 'effector';
import { CurrencyRates } from '../../contracts/currency';
import { logger, logSampling } from '../logger';
import { cache, createApiQuery, describeFailure, retry, type RequestFailure } from '../request';

/** Roubles per unit of every currency; prices travel in roubles. Started by the currency-rates service. */
export const currencyRatesQuery = createApiQuery({
  request: { method: 'GET', host: 'searchEngine', path: () => '/currency.json' },
  response: CurrencyRates,
});
retry(currencyRatesQuery, { times: 3, delay: 100 });
cache(currencyRatesQuery, { staleAfter: '10m' });

/** Prices stay in the currency the server rendered; the failure is logged, sampled (spec §8, §9: 0.1). */
const reportFailureFx = createEffect(({ error }: { error: RequestFailure }) => {
  logger.sampled(logSampling.currency).warning('Currency rates request failed after retries', { error: describeFailure(error) });
});
sample({ clock: currencyRatesQuery.finished.failure, target: reportFailureFx });
