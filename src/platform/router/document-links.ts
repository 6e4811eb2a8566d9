import { moveEridLast } from './build-path';

/** Addresses the server answers itself: never an app page. */
const serverOnly = /^\/(api|assets|a|i)(\/|$)/;

/** The clicked link's address, from an HTML `<a>` or an SVG one (whose `href` is an animated string). */
function linkOf(target: EventTarget | null, base: string): { url: URL; target: string; download: boolean } | null {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  if (!anchor) return null;
  const href = anchor.getAttribute('href') ?? '';
  try {
    return { url: new URL(href, base), target: anchor.getAttribute('target') ?? '', download: anchor.hasAttribute('download') };
  } catch {
    return null;
  }
}

/**
 * The in-app address a click on a link goes to (spec §2.9: clicks on same-host links are in-app
 * navigation, `erid` moved to the end), or null when the browser should follow it itself: another
 * host, a new tab or window, a download, the server's own addresses, a place on this same page, or a
 * click something else has handled already (the app's `Link`).
 */
export function inAppHref(event: MouseEvent, location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'> = window.location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = linkOf(event.target, location.href);
  if (!link || (link.target && link.target !== '_self') || link.download) return null;
  const { url } = link;
  if (url.origin !== location.origin || serverOnly.test(url.pathname)) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return moveEridLast(url.pathname + url.search + url.hash);
}

/** Sends every in-app link click of the document to `go` (links of the content, injected ones, SVG ones); returns the way to stop. */
export function followLinksInApp(go: (href: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const href = inAppHref(event);
    if (!href) return;
    event.preventDefault();
    go(href);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
