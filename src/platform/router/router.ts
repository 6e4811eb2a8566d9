import { attach, combine, createEffect, createEvent, createStore, is, sample, type Effect, type Store } from 'effector';
import { $translator, loadMessagesFx, teamMessages, type MessageGroup } from '../i18n';
import { splitMarketPrefix } from '../market';
import {
  resolveBeforeOpen,
  routesClosed,
  routesOpened,
  type BeforeOpenGuard,
  type Route,
  type RouteContext,
  type RouteMatch,
  type RouteParams,
} from './define';
import { createRouteTable } from './route-table';
import type { Service } from '../start/service';
import { $location } from './navigation';
import { preloadRoute } from './screens';

const noTitleData = createStore<unknown>(null, { serialize: 'ignore' });

/** A before-open guard stopped a route: where it was going and with which parameters. */
export class BeforeOpenBarrier extends Error {
  constructor(
    message: string,
    readonly path: string,
    readonly params: RouteParams,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BeforeOpenBarrier';
  }
}

export interface RouterOptions {
  routes: Route[];
  $context: Store<RouteContext>;
  warn?: (message: string) => void;
}

interface OpenResult {
  chain: RouteMatch[];
  closed: Route[];
  opened: RouteMatch[];
}

/** The route and its parents, outermost first. */
export function chainOf(route: Route): Route[] {
  const chain: Route[] = [];
  for (let current: Route | null = route; current; current = current.parent) chain.unshift(current);
  return chain;
}

/** The services a matched route and its parents require, to start with the app. */
export function servicesOf(match: RouteMatch | null): Service[] {
  return match ? chainOf(match.route).flatMap((route) => route.services) : [];
}

/** The message groups a route chain shows: each route's team's and those it names. */
export function messageGroupsOf(chain: Route[]): MessageGroup[] {
  const named = (team: string) => {
    const group = teamMessages(team);
    if (!group) throw new Error(`No messages of team ${team}`);
    return group;
  };
  const groups = chain.flatMap((route) => [teamMessages(route.team), ...route.messages.map((group) => (typeof group === 'string' ? named(group) : group))]);
  return [...new Set(groups.filter((group): group is MessageGroup => group !== undefined))];
}

const sameParams = (a: RouteParams, b: RouteParams) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Runs a route's guards in order; the first that fails or says no stops the opening. */
async function passGuards(route: Route, guards: BeforeOpenGuard[], params: RouteParams): Promise<void> {
  for (const guard of guards) {
    if (is.effect(guard)) {
      try {
        await guard(params);
      } catch (cause) {
        throw new BeforeOpenBarrier(`Before open guard of ${route.path} failed`, route.path, params, { cause });
      }
    } else if (!guard(params)) {
      throw new BeforeOpenBarrier(`Before open check (${guard.name || 'anonymous'}) failed`, route.path, params);
    }
  }
}

/** From the open chain to the next: a route whose parameters changed closes and opens again. */
function changeOf(current: RouteMatch[], chain: RouteMatch[]): OpenResult {
  const kept = current.filter((entry) => chain.some((next) => next.route === entry.route && sameParams(next.params, entry.params)));
  return {
    chain,
    closed: current.filter((entry) => !kept.includes(entry)).map((entry) => entry.route),
    opened: chain.filter((entry) => !kept.some((old) => old.route === entry.route)),
  };
}

/** A route's text for the document (its title or description): the exactly matched route's, else the nearest parent's. */
function routeTextOf(routes: Route[], $chain: Store<RouteMatch[]>, kind: 'title' | 'description') {
  const texted = routes.filter((route) => route[kind] !== null);
  const $data = combine(texted.map((route) => route[kind]!.source ?? noTitleData));
  return combine($chain, $translator, $data, (chain, translator, data) => {
    if (!translator) return null;
    for (const { route, params } of [...chain].reverse()) {
      const position = texted.indexOf(route);
      if (position >= 0) return route[kind]!.fn(translator.t, params, data[position], translator.locale);
    }
    return null;
  });
}

/** The document title: one the server knows better (e.g. from content), else the route's. */
function documentTitleOf(routes: Route[], $chain: Store<RouteMatch[]>) {
  const serverTitleSet = createEvent<string | null>();
  const $serverTitle = createStore<string | null>(null).on(serverTitleSet, (_, title) => title);
  const $documentTitle = combine(routeTextOf(routes, $chain, 'title'), $serverTitle, (route, server) => server || route);
  return { serverTitleSet, $documentTitle };
}

/**
 * The app's router (spec §2.10, §4 Routes): follows `$location`, opens the best matching route
 * after preloading its chunks and passing its guards, closes what the location left.
 */
export function createRouter({ routes, $context, warn = console.warn }: RouterOptions) {
  const table = createRouteTable(routes, warn);

  /** What the location matches right now, opened or not. */
  const $match = combine($location, $context, (location, context) => table.match(splitMarketPrefix(location.pathname).path, context));
  /** The opened route and its parents, outermost first. */
  const $chain = createStore<RouteMatch[]>([], { serialize: 'ignore' });
  const $current = $chain.map((chain) => chain.at(-1) ?? null);
  const $started = createStore(false, { serialize: 'ignore' });

  const { serverTitleSet, $documentTitle } = documentTitleOf(table.routes, $chain);
  const $documentDescription = routeTextOf(table.routes, $chain, 'description');

  const started = createEvent();
  /** Close a route now; its parents close too unless `keepParents`. */
  const close = createEvent<{ route: Route; keepParents?: boolean }>();
  const failed = createEvent<{ error: unknown; initial: boolean }>();

  /** The chunks and messages of a route chain: opening waits for them, and so does hydration. */
  const preloadFx = createEffect(async (chain: Route[]) => {
    try {
      await Promise.all([...chain.map(preloadRoute), loadMessagesFx(messageGroupsOf(chain))]);
    } catch (cause) {
      throw new Error('Failed to preload chunks for route', { cause });
    }
  });
  const guardsFx = createEffect((route: Route) => resolveBeforeOpen(route.beforeOpen));

  const openFx = attach({
    source: $chain,
    effect: createEffect(async ({ current, match }: { current: RouteMatch[]; match: RouteMatch; initial: boolean }): Promise<OpenResult | null> => {
      const routesToOpen = chainOf(match.route);
      await preloadFx(routesToOpen);
      const leaf = current.at(-1);
      if (leaf?.route === match.route && sameParams(leaf.params, match.params)) return null;
      for (const route of routesToOpen) await passGuards(route, await guardsFx(route), match.params);
      return changeOf(
        current,
        routesToOpen.map((route) => ({ route, params: match.params })),
      );
    }),
    mapParams: (params: { match: RouteMatch; initial: boolean }, current) => ({ ...params, current }),
  });

  // Start: open whatever the location matches; afterwards follow every change.
  const located = sample({
    clock: [
      sample({ clock: started, source: $match, fn: (match) => ({ match, initial: true }) }),
      sample({ clock: $match, filter: $started, fn: (match) => ({ match, initial: false }) }),
    ],
  });
  sample({
    clock: located,
    filter: (located): located is { match: RouteMatch; initial: boolean } => located.match !== null,
    target: openFx,
  });
  $started.on(started, () => true);

  const opened = sample({ clock: openFx.doneData, filter: (result): result is OpenResult => result !== null });
  $chain.on(opened, (_, result) => result.chain);
  sample({ clock: opened, filter: ({ closed }) => closed.length > 0, fn: ({ closed }) => closed, target: routesClosed });
  sample({ clock: opened, filter: ({ opened }) => opened.length > 0, fn: ({ opened }) => opened, target: routesOpened });

  // No match, a failed opening or a forced close: the current route is left.
  const left = sample({
    clock: [sample({ clock: located, filter: ({ match }) => match === null }), openFx.fail],
    source: $chain,
    fn: (chain) => chain.map((entry) => entry.route),
  });
  $chain.on(left, () => []);
  sample({ clock: left, filter: (routes) => routes.length > 0, target: routesClosed });
  sample({ clock: openFx.fail, fn: ({ error, params }) => ({ error, initial: params.initial }), target: failed });

  const forced = sample({
    clock: close,
    source: $chain,
    fn: (chain, { route, keepParents }) => {
      const position = chain.findIndex((entry) => entry.route === route);
      if (position < 0) return { chain, closed: [] as Route[] };
      const from = keepParents ? position : 0;
      return { chain: chain.slice(0, from), closed: chain.slice(from).map((entry) => entry.route) };
    },
  });
  $chain.on(forced, (_, { chain }) => chain);
  sample({ clock: forced, filter: ({ closed }) => closed.length > 0, fn: ({ closed }) => closed, target: routesClosed });

  // Guards stopping the first render are expected (the page shows what it can); others are bugs.
  const reportFx = createEffect(({ error, initial }: { error: unknown; initial: boolean }) => {
    if (initial && error instanceof BeforeOpenBarrier) return;
    console.error(error);
  });
  sample({ clock: failed, target: reportFx });

  return {
    table,
    $context,
    $match,
    $chain,
    $current,
    $started,
    $documentTitle,
    $documentDescription,
    serverTitleSet,
    started,
    close,
    failed,
    preloadFx,
    openFx: openFx as Effect<{ match: RouteMatch; initial: boolean }, OpenResult | null>,
  };
}

export type Router = ReturnType<typeof createRouter>;
