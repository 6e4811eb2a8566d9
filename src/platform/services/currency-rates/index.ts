// The query by its file: the currency module's index also brings the price formatting hook and its
// formatters, which only the screens showing prices need, into the first load.
import { currencyRatesQuery } from '../../currency/model';
import { createService } from '../../start';

/**
 * Loads the currency rates prices are shown with, once a visit (a route opened again keeps them);
 * the browser calls the search engine host.
 */
export const currencyRatesService = createService({
  name: 'currency-rates',
  start: currencyRatesQuery.refresh,
  runs: 'client',
});
