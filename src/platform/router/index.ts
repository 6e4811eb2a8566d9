export type {
  BeforeOpenCheck,
  BeforeOpenGuard,
  BeforeOpenRule,
  LazyBeforeOpen,
  Route,
  RouteContext,
  RouteMatch,
  RouteOptions,
  RouteTitle,
  NavEntry,
  TitleFn,
  ParamRule,
  RouteParams,
  Screen,
} from './define';
export { createRoute, isRoute, routesOpened } from './define';
export { createRouteTable, type RouteTable } from './route-table';
export { BeforeOpenBarrier, chainOf, createRouter, messageGroupsOf, servicesOf, type Router } from './router';
export { preloadRoute } from './screens';
export { RouteView, useContentPage, useRouteAvailability } from './view';
export { moveEridLast, withMarketPrefix } from './build-path';
export { normalizePath, pageName, recognizePage, type PageKind } from './pages';
export type { AppLocation, NavigateParams } from './navigation';
export { $location, $marketPrefix, historyStarted, locationChanged, navigate } from './navigation';
export { Link, isPlainClick, type LinkProps } from './link';
export { except, identifier, letterCode } from './param-rules';
export { linkTo, type AppHref, type LinkArgs, type LinkQuery } from './link-to';
export type { JoinPaths, ParamNames, ParamsOf } from './path-params';
export { navigationOf, type NavLink } from './nav';
export { $pageAnswer, pageMoved, pageNotFound, type PageAnswer } from './page-answer';
