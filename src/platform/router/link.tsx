import { useUnit } from 'effector-react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { moveEridLast } from './build-path';
import { navigate } from './navigation';

/** Clicks that the browser should handle itself: new tab, download, another host. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download') &&
    anchor.host === window.location.host
  );
}

/** A link that navigates inside the app without reloading the document. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const go = useUnit(navigate);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go({ to: moveEridLast(event.currentTarget.pathname + event.currentTarget.search + event.currentTarget.hash) });
      }}
    />
  );
}
