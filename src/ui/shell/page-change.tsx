import { useEffect, useRef } from 'react';

export interface PageChangeProps {
  /** What identifies the page on screen (its path); a new value is a new page. */
  page: string;
  /** The new page has rendered (its route opened, or the not-found page shows). */
  ready: boolean;
  /** The page's title, announced after an in-app navigation. */
  title: string;
}

/** Where focus goes on a new page: its heading, else the main landmark. */
function focusTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

/**
 * After an in-app navigation, moves focus to the new page's heading and announces its title, as a
 * page load would for a screen reader; without it focus stays on the link that is gone, or falls to
 * the body. The first load is left alone: the browser announces a loaded document itself.
 */
export function PageChange({ page, ready, title }: PageChangeProps) {
  const handled = useRef(page);
  const navigated = useRef(false);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!ready || handled.current === page) return;
    handled.current = page;
    navigated.current = true;
    const target = focusTarget();
    if (target) {
      // Headings and main are not focusable by themselves; -1 keeps them out of the tab order.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // The router restores or resets the scroll position; focus must not move it again.
      target.focus({ preventScroll: true });
    }
  }, [page, ready]);

  // Also runs when a title arrives after its page (one waiting for place names).
  useEffect(() => {
    if (navigated.current && region.current) region.current.textContent = title;
  }, [page, ready, title]);

  // The region is in the document from the first render: screen readers only announce changes to
  // a live region they already know.
  return <div ref={region} className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="page-announcer" />;
}
