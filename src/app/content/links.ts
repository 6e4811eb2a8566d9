import type { Scope } from 'effector';
import { inAppHref } from '../../platform/router/document-links';

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
    const href = inAppHref(event);
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
