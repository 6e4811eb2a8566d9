import { buildPath } from './build-path';
import type { Route } from './define';
import type { ParamNames, ParamsOf } from './path-params';

/**
 * An in-app address made from a route. The brand keeps a hand-written string out of every place
 * that takes an in-app address (links, breadcrumbs, navigation entries).
 */
export type AppHref = string & { readonly __appHref: true };

export type LinkQuery = Record<string, string>;

/** A route without parameters takes none; a route with some takes each of them. */
export type LinkArgs<Path extends string> = [ParamNames<Path>] extends [never]
  ? [params?: Record<string, never>, query?: LinkQuery]
  : [params: ParamsOf<Path>, query?: LinkQuery];

/** The address of a route with its parameters (typed from its path) and an optional query. */
export function linkTo<Path extends string>(route: Pick<Route<Path>, 'path'>, ...[params, query]: LinkArgs<Path>): AppHref {
  return buildPath(route, params ?? {}, query) as AppHref;
}
