import type { Visit } from '../platform/market';
import { marketFor } from '../platform/market/markets';
import { escapeHtml } from './html';

/** A page's address for search engines, and its address in each language the market offers. */
export interface PageLinks {
  canonical: string;
  alternates: { language: string; href: string }[];
}

/**
 * The canonical address of a page (the brand's public origin and the path, no query) and one
 * alternate per language of the visit's market: the market's first language at the canonical
 * address, the others with `?language=` (how the app switches language, spec §2.9).
 */
export function pageLinks(origin: string, pathname: string, visit: Visit): PageLinks {
  const canonical = `${origin}${pathname}`;
  const languages = marketFor(visit.brand, visit.market)?.languages ?? [visit.language];
  return {
    canonical,
    alternates: languages.map((language, index) => ({ language, href: index === 0 ? canonical : `${canonical}?language=${encodeURIComponent(language)}` })),
  };
}

/** The links as `<head>` markup: canonical, one `hreflang` per language and `x-default`. */
export function pageLinksHtml({ canonical, alternates }: PageLinks): string {
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates.map(({ language, href }) => `<link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(href)}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonical)}">`,
  ].join('');
}

/** Content pages (SEO pages, landings) are what search engines index: their one address and its languages, as head markup. */
export const indexedPageLinks = (origin: string, pathname: string, visit: Visit): string => pageLinksHtml(pageLinks(origin, pathname, visit));
