import { currencyRatesQuery } from '../../currency';
import { createService } from '../../start';

/** Loads the currency rates prices are shown with; the browser calls the search engine host. */
export const currencyRatesService = createService({
  name: 'currency-rates',
  start: currencyRatesQuery.start,
  runs: 'client',
});
