import { combine } from 'effector';
import { createRoute } from '../../platform/router';
import { $language } from '../../platform/market';
import { inTasks } from '../../platform/start';
import { currencyRatesService } from '../../platform/services';
import { favoritesMessages } from '../favorites';
import { localToday } from '../../platform/calendar';
import { parseSearchParams, searchParamsRule, searchPath } from './model/search-url';
import { $legs } from './model/legs';
import { $destination, $origin, searchTitle } from './model/trip-places';

/** Search results at their readable address (README: Search URLs); an address that does not parse is unknown. */
export const searchRoute = createRoute({
  name: 'search',
  team: 'search',
  path: searchPath,
  params: { params: searchParamsRule(localToday) },
  // Its models and its page are chunks of their own, evaluated in a task each: together they made
  // one long task (README: Performance).
  load: () => inTasks([() => import('./model/results'), () => import('./model/view')], () => import('./pages/results-page')),
  // Prices are shown in the visitor's currency.
  services: [currencyRatesService],
  // "Watch the price" is the favorites team's.
  messages: [favoritesMessages],
  // Names once the places are looked up (on the server too), codes until then.
  title: {
    source: combine({ origin: $origin, destination: $destination, legs: $legs, language: $language }),
    fn: (t, { params }, { origin, destination, legs, language }) => {
      const query = parseSearchParams(params, localToday());
      if (!query) return '';
      return searchTitle(t, language, query, origin, destination, legs);
    },
  },
});
