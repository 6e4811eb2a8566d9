import type { NavEntry, Route, RouteContext } from './define';
import { linkTo, type AppHref } from './link-to';

/** A navigation entry with the address of its route. */
export interface NavLink extends NavEntry {
  href: AppHref;
}

/**
 * The sections a visit is offered, in the order their routes are declared: every route with a
 * navigation entry that is available in the visit's brand, market and language (spec §2.1).
 */
export function navigationOf(routes: readonly Route[], context: RouteContext): NavLink[] {
  return routes.flatMap((route) => (route.nav && route.available(context) ? [{ ...route.nav, href: linkTo(route) }] : []));
}
