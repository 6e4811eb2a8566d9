import { createEffect, sample } from 'effector';
import { CurrencyRates } from '../../contracts/currency';
import { host } from '../config';
import { logger, logSampling } from '../logger';
import { cache, contract, createJsonQuery, retry } from '../request';

/** Roubles per unit of every currency; prices travel in roubles. Started by the currency-rates service. */
export const currencyRatesQuery = createJsonQuery({
  request: { method: 'GET', url: () => `${host('searchEngine')}/currency.json` },
  response: { contract: contract(CurrencyRates) },
});
retry(currencyRatesQuery, { times: 3, delay: 100 });
cache(currencyRatesQuery, { staleAfter: '10m' });

/** Prices stay in the currency the server rendered; the failure is logged, sampled (spec §8, §9: 0.1). */
const reportFailureFx = createEffect(({ error }: { error: unknown }) => {
  logger.sampled(logSampling.currency).warning('Currency rates request failed after retries', { error: String(error) });
});
sample({ clock: currencyRatesQuery.finished.failure, target: reportFailureFx });
