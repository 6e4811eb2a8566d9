import { splitMarketPrefix } from '../market';

/**
 * The kind of page a path shows (spec §2.2), checked in priority order. `content` covers the
 * premium pages; any other path is content with no page of its own (`null`).
 */
export type PageKind =
  | 'main'
  | 'search'
  | 'map'
  | 'account'
  | 'favorites'
  | 'guides'
  | 'assistant'
  | 'walks'
  | 'hotels_search'
  | 'hotels_main'
  | 'hotel'
  | 'booking'
  | 'seo'
  | 'content'
  | 'faq'
  | 'support';

const seoSections = ['routes', 'airlines', 'airports', 'flights', 'countries', 'cities'];
const premiumSections = ['more', 'plus', 'cashback'];

const recognizers: [PageKind, (path: string, segments: string[]) => boolean][] = [
  ['main', (path) => path === '/'],
  ['search', (_, [first]) => first === 'search'],
  ['map', (_, [first]) => first === 'map'],
  ['account', (_, [first]) => first === 'my'],
  ['favorites', (_, [first]) => first === 'favorites'],
  ['guides', (_, [first]) => first === 'guides'],
  ['assistant', (_, [first]) => first === 'assistant'],
  ['walks', (_, [first]) => first === 'walks'],
  ['hotels_search', (path) => path === '/hotels/search'],
  ['hotels_main', (path) => path === '/hotels'],
  ['hotel', (_, segments) => segments.length === 2 && segments[0] === 'hotels' && segments[1] !== 'click'],
  ['booking', (_, [first]) => first === 'booking'],
  ['seo', (_, [first]) => seoSections.includes(first!)],
  ['content', (_, [first]) => premiumSections.includes(first!)],
  ['faq', (_, [first]) => first === 'faq'],
  ['support', (_, [first]) => first === 'support'],
];

/** A path without its market prefix, query, hash and trailing slashes; the root stays `/`. */
export function normalizePath(path: string): string {
  const bare = splitMarketPrefix(path.split(/[?#]/)[0] || '/').path;
  return bare.replace(/\/+$/, '') || '/';
}

/** Which page a path shows (spec §2.2); `null` for content with no page. */
export function recognizePage(path: string): PageKind | null {
  const normalized = normalizePath(path).toLowerCase();
  const segments = normalized.split('/').filter(Boolean);
  return recognizers.find(([, test]) => test(normalized, segments))?.[0] ?? null;
}

const namedPrefixes: [RegExp, string][] = [
  [/^\/search(\/|$)/, 'search'],
  [/^\/routes(\/|$)/, 'seo_routes'],
  [/^\/cities(\/|$)/, 'seo_cities'],
  [/^\/airports(\/|$)/, 'seo_airports'],
  [/^\/airlines(\/|$)/, 'seo_airlines'],
  [/^\/countries(\/|$)/, 'seo_countries'],
  [/^\/flights(\/|$)/, 'seo_flights'],
  [/^\/walks(\/|$)/, 'walks_guides'],
  [/^\/my\/orders(\/|$)/, 'my_orders'],
  [/^\/faq\/instructions(\/|$)/, 'faq_instructions'],
  [/^\/faq\/[^/]+$/, 'faq_article'],
  [/^\/hotels\/search(\/|$)/, 'hotels_search'],
  [/^\/hotels\/(?!click$)[^/]+$/, 'hotels_hotel_page'],
];

/** The page's name in traces and logs (spec §2.8). */
export function pageName(path: string): string {
  const normalized = normalizePath(path).toLowerCase();
  if (normalized === '/') return 'main';
  return namedPrefixes.find(([pattern]) => pattern.test(normalized))?.[1] ?? normalized.split('/').filter(Boolean).join('_');
}
