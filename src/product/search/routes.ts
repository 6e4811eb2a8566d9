import { combine } from 'effector';
import { createRoute } from '../../platform/router';
import { currencyRatesService } from '../../platform/services';
import { favoritesMessages } from '../favorites';
import { localToday } from './model/dates';
import { parseSearchParams, searchParamsRule } from './model/search-url';
import { $destination, $origin, nameOf } from './model/trip-places';

/** Search results at their readable address (README: Search URLs); an address that does not parse is unknown. */
export const searchRoute = createRoute({
  name: 'search',
  team: 'search',
  path: '/search/:params',
  params: { params: searchParamsRule(localToday) },
  load: () => import('./pages/results-page'),
  // Prices are shown in the visitor's currency.
  services: [currencyRatesService],
  // "Watch the price" is the favorites team's.
  messages: [favoritesMessages],
  // Names once the places are looked up (on the server too), codes until then.
  title: {
    source: combine({ origin: $origin, destination: $destination }),
    fn: (t, { params }, { origin, destination }) => {
      const query = parseSearchParams(params, localToday());
      if (!query) return '';
      return t('results.title', { origin: nameOf(query.origin, origin), destination: nameOf(query.destination, destination) });
    },
  },
});
