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

/** The search form's field the visitor went to, whose autocomplete only the app has. */
function searchField(event: FocusEvent): HTMLInputElement | null {
  const field = event.target;
  return field instanceof HTMLInputElement && field.name && field.type !== 'hidden' && field.closest('form[role="search"]') ? field : null;
}

/**
 * From now on the app takes the page over when it is used: a click on an in-app link starts the
 * app on the new address instead of loading a document (spec §2.9), and going to a field of the
 * search form starts it on this page, so that the field gets its autocomplete. Before this, links
 * are ordinary links and the form an ordinary form.
 */
export function takeOverOnUse(scope: Scope): void {
  const stop = () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('focusin', onFocus);
  };
  const onClick = (event: MouseEvent) => {
    const href = takenOverHref(event);
    if (!href) return;
    event.preventDefault();
    stop();
    import('./take-over')
      .then(({ takeOver }) => takeOver(scope, href))
      // Whatever went wrong, the visitor still gets the page, from the server.
      .catch(() => window.location.assign(href));
  };
  const onFocus = (event: FocusEvent) => {
    const field = searchField(event);
    if (!field) return;
    stop();
    const here = window.location.pathname + window.location.search + window.location.hash;
    // Whatever goes wrong, the form stays the plain form it is.
    import('./take-over').then(({ takeOver }) => takeOver(scope, here, field)).catch(() => undefined);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('focusin', onFocus);
}
