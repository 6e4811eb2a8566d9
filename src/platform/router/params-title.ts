import { combine, createEvent, createStore, sample, type Store } from 'effector';
import { $translator, type Translator } from '../i18n';
import type { Route, RouteParams } from './define';

/**
 * A document title made from the route's parameters (and optionally another store, e.g. place
 * names). The title exists before the route does: declare it, create the route with `$title`,
 * then `follow(route)`.
 */
export function createParamsTitle<S = null>(
  build: (t: Translator['t'], params: RouteParams, source: S, locale: string) => string,
  $source?: Store<S>,
) {
  const opened = createEvent<RouteParams>();
  const $params = createStore<RouteParams>({}).on(opened, (_, params) => params);
  const $title = combine($translator, $params, $source ?? createStore(null as S), (translator, params, source) =>
    translator ? build(translator.t, params, source, translator.locale) : '',
  );
  const follow = (route: Route) => {
    sample({ clock: route.opened, target: opened });
  };
  return { $title, $params, follow };
}
