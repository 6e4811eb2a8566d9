import { splitMarketPrefix } from './resolve';

export type VisitSettings = Partial<Record<'language' | 'currency' | 'market', string>>;

/**
 * The address a language, currency or market change reloads (spec §2.9): the choice in the
 * query string (a market lower-cased); a market path prefix follows a market change (the prefix
 * would win over the query otherwise); `toRoot` goes to the main page when the page must be cleared.
 */
export function visitSettingsHref(href: string, settings: VisitSettings, options: { toRoot?: boolean } = {}): string {
  const url = new URL(href);
  const market = settings.market?.trim().toLowerCase();
  for (const [name, value] of Object.entries({ ...settings, market })) if (value) url.searchParams.set(name, value);
  const { market: prefix, path } = splitMarketPrefix(url.pathname);
  const rest = options.toRoot ? '/' : path;
  if (options.toRoot) url.hash = '';
  if (prefix) {
    url.pathname = `/${market || prefix}${rest === '/' ? '' : rest}`;
  } else {
    url.pathname = rest;
  }
  return url.toString();
}

/** The language cookie a language change writes (spec §4), kept a year as the server keeps it. */
export function languageCookie(language: string, secure: boolean): string {
  return `language=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reloads the page with the changed settings; a language change is written to its cookie first. */
export function switchVisitSettings(settings: VisitSettings, options: { toRoot?: boolean } = {}) {
  if (settings.language) document.cookie = languageCookie(settings.language, window.location.protocol === 'https:');
  window.location.assign(visitSettingsHref(window.location.href, settings, options));
}
