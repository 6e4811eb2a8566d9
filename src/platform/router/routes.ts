import type { EventCallable } from 'effector';
import type { ComponentType } from 'react';
import type { BrandCode } from '../brand';
import type { MessageKey, MessageValues } from '../i18n';
import { compilePattern, type CompiledPattern, type RouteParams } from './match';

export interface RouteContext {
  brand: BrandCode;
  market: string;
  language: string;
}

export interface RouteDefinition {
  name: string;
  team: string;
  path: string;
  /** The screen, loaded as its own chunk. */
  load: () => Promise<{ default: ComponentType<{ params: RouteParams }> }>;
  title: (params: RouteParams) => { key: MessageKey; values?: MessageValues };
  /** Brand and market gate (spec §2.1); unavailable routes answer 404. */
  available?: (context: RouteContext) => boolean;
  /** Told on the client whenever the route opens or its parameters change. */
  opened?: EventCallable<RouteParams>;
}

export interface Route extends RouteDefinition {
  compiled: CompiledPattern;
}

export interface RouteMatch {
  route: Route;
  params: RouteParams;
}

export const defineRoutes = (definitions: RouteDefinition[]): Route[] =>
  definitions.map((definition) => ({ ...definition, compiled: compilePattern(definition.path) }));

export function matchRoute(routes: Route[], path: string, context: RouteContext): RouteMatch | null {
  for (const route of routes) {
    const params = route.compiled.match(path);
    if (params && (route.available?.(context) ?? true)) return { route, params };
  }
  return null;
}
