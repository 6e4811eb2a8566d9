import { splitMarketPrefix } from '../market';
import type { Route } from './define';

/**
 * The address of a route from its parameters, plus an optional query. Parameters must be
 * strings: a number or a missing value is a bug at the call site, not something to guess.
 */
export function buildPath(route: Pick<Route, 'path'>, params: Record<string, unknown> = {}, query?: Record<string, string>): string {
  const names = [...route.path.matchAll(/:([^/]+)/g)].map((found) => found[1]!);
  if (names.some((name) => typeof params[name] !== 'string' || params[name] === '')) throw new Error('Missing parameters');
  const path = route.path.replace(/:([^/]+)/g, (_, name: string) => encodeURIComponent(params[name] as string));
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  return `${path}${search}`;
}

/** Moves the `erid` advertising parameter to the end of an address (spec §2.9). */
export function moveEridLast(href: string): string {
  const [beforeHash, hash] = splitOnce(href, '#');
  const [path, search] = splitOnce(beforeHash, '?');
  if (search === undefined) return href;
  const query = new URLSearchParams(search);
  const erid = query.getAll('erid');
  if (erid.length === 0) return href;
  query.delete('erid');
  for (const value of erid) query.append('erid', value);
  return `${path}?${query}${hash === undefined ? '' : `#${hash}`}`;
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const at = value.indexOf(separator);
  return at < 0 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}

/**
 * An in-app address in the visit's style (spec §2.8, §2.9): with the market path prefix when
 * the visit came with one (`/kz/guides`), without any otherwise. Other hosts are left alone.
 */
export function withMarketPrefix(href: string, market: string | null | undefined): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const at = href.search(/[?#]/);
  const pathname = at < 0 ? href : href.slice(0, at);
  const rest = at < 0 ? '' : href.slice(at);
  const { path } = splitMarketPrefix(pathname);
  if (!market) return `${path}${rest}`;
  return `/${market}${path === '/' ? '' : path}${rest}`;
}
