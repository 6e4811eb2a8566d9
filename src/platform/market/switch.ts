import { splitMarketPrefix } from './resolve';

export type VisitSettings = Partial<Record<'language' | 'currency' | 'market', string>>;

/**
 * The address a language, currency or market change reloads (spec §2.9): the choice in the
 * query string; a market path prefix follows a market change (the prefix would win over the
 * query otherwise); `toRoot` goes to the main page when the page must be cleared.
 */
export function visitSettingsHref(href: string, settings: VisitSettings, options: { toRoot?: boolean } = {}): string {
  const url = new URL(href);
  for (const [name, value] of Object.entries(settings)) if (value) url.searchParams.set(name, value);
  const { market: prefix, path } = splitMarketPrefix(url.pathname);
  const rest = options.toRoot ? '/' : path;
  if (options.toRoot) url.hash = '';
  if (prefix) {
    const market = settings.market?.toLowerCase() || prefix;
    url.pathname = `/${market}${rest === '/' ? '' : rest}`;
  } else {
    url.pathname = rest;
  }
  return url.toString();
}

/** Reloads the page with the changed settings; the server keeps them in cookies. */
export function switchVisitSettings(settings: VisitSettings, options: { toRoot?: boolean } = {}) {
  window.location.assign(visitSettingsHref(window.location.href, settings, options));
}
