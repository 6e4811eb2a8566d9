import { combine, createEffect, createStore, sample, type Store } from 'effector';
import { splitMarketPrefix } from '../market';
import { $location } from './navigation';
import { matchRoute, type Route, type RouteContext, type RouteMatch } from './routes';

/**
 * The route on screen for a route table: `null` is the not-found page. Entering a route, or
 * changing its parameters, tells the route's screen model through `opened` (client only: the
 * server sets the location before rendering, which is not a change).
 */
export function createRouteMatcher(routes: Route[], $context: Store<RouteContext>): Store<RouteMatch | null> {
  const $match = combine($location, $context, (location, context) =>
    matchRoute(routes, splitMarketPrefix(location.pathname).path, context),
  );

  const openFx = createEffect((match: RouteMatch) => match.route.opened?.(match.params));
  const $opened = createStore<string | null>(null, { serialize: 'ignore' });
  const matchKey = (match: RouteMatch) => `${match.route.name}:${JSON.stringify(match.params)}`;
  sample({
    clock: $match,
    source: $opened,
    filter: (opened, match) => match !== null && matchKey(match) !== opened,
    fn: (_, match) => match as RouteMatch,
    target: openFx,
  });
  $opened.on(openFx, (_, match) => matchKey(match));
  return $match;
}
