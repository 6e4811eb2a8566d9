import type { Scope } from 'effector';

/** Addresses the server answers itself: never an app page. */
const serverOnly = /^\/(api|assets|a|i)(\/|$)/;

/** The in-app address a click on a link goes to, or null when the browser should follow it itself. */
export function takenOverHref(event: MouseEvent, location: Location = window.location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.origin !== location.origin || serverOnly.test(anchor.pathname)) return null;
  // A link to a place on this page stays the browser's.
  if (anchor.pathname === location.pathname && anchor.search === location.search && anchor.hash) return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

/**
 * From now on a click on an in-app link starts the app on the new address instead of loading a
 * document (spec §2.9). Before this, links are ordinary links.
 */
export function takeOverLinks(scope: Scope): void {
  const onClick = (event: MouseEvent) => {
    const href = takenOverHref(event);
    if (!href) return;
    event.preventDefault();
    document.removeEventListener('click', onClick);
    import('./take-over')
      .then(({ takeOver }) => takeOver(scope, href))
      // Whatever went wrong, the visitor still gets the page, from the server.
      .catch(() => window.location.assign(href));
  };
  document.addEventListener('click', onClick);
}
