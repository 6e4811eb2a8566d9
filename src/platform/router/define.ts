import { createEvent, is, type Effect, type Event, type Store } from 'effector';
import type { ComponentType } from 'react';
import type { BrandCode } from '../brand';
import type { MessageGroup, MessageKey, Translator } from '../i18n';
// The service declaration alone: start/ itself listens to routes, so its index would loop back here.
import { isService, type Service } from '../start/service';
import type { JoinPaths, ParamsOf } from './path-params';
import { compilePath, joinPaths, rankPath } from './path-match';

export type RouteParams = Record<string, string>;

export interface RouteContext {
  brand: BrandCode;
  market: string;
  language: string;
}

/** What may run before a route opens: an effect that fails to block, or a check that returns false. */
export type BeforeOpenCheck = (params: RouteParams) => boolean;
// Effects are invariant in their result and error types: any effect taking the parameters will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BeforeOpenGuard = Effect<RouteParams, any, any> | BeforeOpenCheck;
/** Guards whose code loads only when the route is first opened. */
export interface LazyBeforeOpen {
  lazy: () => Promise<BeforeOpenGuard[]>;
}
export type BeforeOpenRule = BeforeOpenGuard | LazyBeforeOpen;

export type Screen = ComponentType<{ params: RouteParams }>;

/**
 * Checks one parameter of a matching path: a pattern the value must match, or a parser giving
 * the value to use (e.g. upper-cased) or null when the path is not this route's.
 */
export type ParamRule = RegExp | ((value: string) => string | null);

/**
 * A document title from the translator and the route's parameters; `data` is the value of the
 * title's source store (place names, say) and `locale` the page's formatting locale.
 */
export type TitleFn<Params, Data = null> = (t: Translator['t'], params: Params, data: Data, locale: string) => string;

/** A title made of the parameters alone, or of the parameters and a store's data. */
export type RouteTitle<Params, Data> = TitleFn<Params> | { source: Store<Data>; fn: TitleFn<Params, Data> };

/** A section the shell offers in its navigation (spec §2.1: only where the route is available). */
export interface NavEntry {
  /** The section's name; a page names its own to mark the entry as current. */
  section: string;
  label: MessageKey;
  icon?: ComponentType<{ className?: string }>;
  /**
   * Offered in the header too, among the main sections or the traveller's own pages (favorites,
   * account); every entry is in the footer.
   */
  header?: 'main' | 'personal';
}

export interface RouteOptions<Path extends string = string, ParentPath extends string = string, Data = unknown> {
  name: string;
  team: string;
  /** Starts with `/`; `:name` is a parameter, `*` the rest of the path. Appended to the parent's. */
  path: Path;
  parent?: Route<ParentPath>;
  /** Also matches whatever segments follow the path (a section's landing page). */
  index?: boolean;
  /** Set while the route matches exactly; a route without one shows its parent's. */
  title?: RouteTitle<ParamsOf<JoinPaths<ParentPath, Path>>, Data>;
  /** What search engines show under the title (`<meta name="description">`), made as the title is; content pages have one. */
  description?: RouteTitle<ParamsOf<JoinPaths<ParentPath, Path>>, Data>;
  /** The route is a section of the app, offered by the shell's navigation; it has no parameters. */
  nav?: NavEntry;
  beforeOpen?: BeforeOpenRule[];
  /** The screen, loaded as its own chunk. */
  load?: () => Promise<{ default: Screen }>;
  /** Brand and market gate (spec §2.1); an unavailable route does not match. */
  available?: (context: RouteContext) => boolean;
  /** Rules for the path's parameters; a path whose parameter fails one does not match. */
  params?: Record<string, ParamRule>;
  /** Services the screen needs; they start before it opens first (spec §4 App start). */
  services?: Service[];
  /** Message groups the screen shows besides its team's (which it always loads): another team's embedded form. */
  messages?: (MessageGroup | string)[];
  /**
   * A content page (SEO, FAQ, landings): complete HTML from the server that works without
   * JavaScript. The server sends it with the small content entry instead of the app, which loads
   * after the page is idle and takes over navigation (src/product/README.md: Content pages).
   */
  content?: boolean;
}

export interface Route<Path extends string = string> {
  readonly kind: 'route';
  readonly name: string;
  readonly team: string;
  /** The full path, the parent's included. */
  readonly path: Path;
  readonly parent: Route | null;
  readonly index: boolean;
  readonly title: { readonly source: Store<unknown> | null; readonly fn: TitleFn<RouteParams, unknown> } | null;
  readonly description: { readonly source: Store<unknown> | null; readonly fn: TitleFn<RouteParams, unknown> } | null;
  readonly nav: NavEntry | null;
  readonly beforeOpen: BeforeOpenRule[];
  readonly load: (() => Promise<{ default: Screen }>) | null;
  readonly available: (context: RouteContext) => boolean;
  readonly services: readonly Service[];
  /** Other teams' groups: the group itself, or its team's name where importing that team would close an import cycle. */
  readonly messages: readonly (MessageGroup | string)[];
  /** Served with the content entry instead of the app (RouteOptions.content). */
  readonly content: boolean;
  /** Lower ranks are tried first. */
  readonly rank: number;
  /** Parameters of a matching path (case-insensitive), or null. */
  match(path: string): RouteParams | null;
  /** The route opened, or opened again with other parameters. */
  readonly opened: Event<RouteParams>;
  readonly closed: Event<void>;
}

/** Told by the router; every route listens for its own entries. */
/** A route with the parameters read from the path it matched. */
export interface RouteMatch {
  route: Route;
  params: RouteParams;
}

export const routesOpened = createEvent<RouteMatch[]>();
export const routesClosed = createEvent<Route[]>();

const isString = (value: unknown): value is string => typeof value === 'string';
export const isRoute = (value: unknown): value is Route => typeof value === 'object' && value !== null && (value as Route).kind === 'route';
const isLazyRule = (rule: unknown): rule is LazyBeforeOpen => typeof rule === 'object' && rule !== null && typeof (rule as LazyBeforeOpen).lazy === 'function';
export const isGuard = (rule: unknown): rule is BeforeOpenGuard => is.effect(rule) || typeof rule === 'function';

/** Declares a route, rejecting a malformed declaration with the spec's words (§5). */
export function createRoute<Path extends string, ParentPath extends string = '', Data = null>(
  options: RouteOptions<Path, ParentPath, Data>,
): Route<JoinPaths<ParentPath, Path>> {
  const {
    name,
    team,
    path,
    parent,
    index = false,
    title,
    description,
    nav,
    beforeOpen = [],
    load,
    available,
    params = {},
    services = [],
    messages = [],
    content = false,
  } = options;
  if (!isString(name) || !isString(team) || !name || !team) throw new Error('Name and team are required and must be a string');
  if (!isString(path) || !path) throw new Error('Path is required and must be a string');
  if (!path.startsWith('/')) throw new Error('Path must start with /');
  if (parent !== undefined && !isRoute(parent)) throw new Error('Parent must be a route');
  if (typeof content !== 'boolean') throw new Error('Content must be a boolean');
  // The content entry starts no route services: a page that needs them is an interactive page.
  if (content && services.length > 0) throw new Error('A content page starts no services');
  for (const text of [title, description]) {
    if (text === undefined || typeof text === 'function') continue;
    if (typeof text !== 'object' || text === null || typeof text.fn !== 'function') throw new Error('Title must be a function');
    if (!is.store(text.source)) throw new Error('documentTitle must be a store');
  }
  beforeOpen.forEach((rule, position) => {
    if (!isGuard(rule) && !isLazyRule(rule)) throw new Error(`Invalid beforeOpen at position ${position}`);
  });
  services.forEach((service, position) => {
    if (!isService(service)) throw new Error(`Invalid service at position ${position}`);
  });

  const fullPath = joinPaths(parent?.path, path);
  if (fullPath === '/404') throw new Error('Path /404 is reserved');
  if (index && fullPath === '/') throw new Error('Root index route is not allowed');
  if (nav && /[:*]/.test(fullPath)) throw new Error('A navigation entry needs a path without parameters');

  const pattern = compilePath(fullPath, index, params);
  // A route's own events are made when a model first asks for them: most routes' models load
  // with their screens, and the app's start should not build units for every declared route.
  let opened: Event<RouteParams> | undefined;
  let closed: Event<void> | undefined;
  const route: Route<JoinPaths<ParentPath, Path>> = {
    kind: 'route',
    name,
    team,
    path: fullPath as JoinPaths<ParentPath, Path>,
    parent: parent ?? null,
    index,
    title: erasedTitle(title),
    description: erasedTitle(description),
    nav: nav ?? null,
    beforeOpen,
    load: load ?? null,
    available: available ?? (() => true),
    services: [...services],
    messages: [...messages],
    content,
    rank: rankPath(fullPath),
    match: pattern,
    get opened() {
      return (opened ??= routesOpened.filterMap((matches) => matches.find((entry) => entry.route === route)?.params));
    },
    get closed() {
      return (closed ??= routesClosed.filter({ fn: (routes) => routes.includes(route) }).map(() => undefined));
    },
  };
  return route;
}

/** The title as the router reads it, whatever the route's parameters and data. */
function erasedTitle<Params, Data>(title: RouteTitle<Params, Data> | undefined): Route['title'] {
  if (title === undefined) return null;
  const { source, fn } = typeof title === 'function' ? { source: null, fn: title } : title;
  return { source: source as Store<unknown> | null, fn: fn as unknown as TitleFn<RouteParams, unknown> };
}

/** Resolves lazy guards; a lazy rule that gives something other than guards is rejected. */
export async function resolveBeforeOpen(rules: BeforeOpenRule[]): Promise<BeforeOpenGuard[]> {
  const resolved = await Promise.all(
    rules.map(async (rule, position) => {
      if (!isLazyRule(rule)) return [rule];
      const guards = await rule.lazy();
      guards.forEach((guard, inner) => {
        if (!isGuard(guard)) throw new Error(`Invalid lazy beforeOpen rule at position ${position}, ${inner}`);
      });
      return guards;
    }),
  );
  return resolved.flat();
}
