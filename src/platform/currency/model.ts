import { CurrencyRates } from '../../contracts';
import { host } from '../config';
import { cache, contract, createJsonQuery, retry } from '../request';

/** Roubles per unit of every currency; prices travel in roubles. Started by the currency-rates service. */
export const currencyRatesQuery = createJsonQuery({
  request: { method: 'GET', url: () => `${host('searchEngine')}/currency.json` },
  response: { contract: contract(CurrencyRates) },
});
retry(currencyRatesQuery, { times: 3, delay: 100 });
cache(currencyRatesQuery, { staleAfter: '10m' });
