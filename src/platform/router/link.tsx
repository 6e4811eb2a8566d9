import { useUnit } from 'effector-react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { moveEridLast, withMarketPrefix } from './build-path';
import { $marketPrefix, navigate } from './navigation';

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

/**
 * A link that navigates inside the app without reloading the document; an in-app address gets
 * the market prefix when the visit came with one.
 */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const [go, prefix] = useUnit([navigate, $marketPrefix]);
  return (
    <a
      {...rest}
      href={withMarketPrefix(href, prefix)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go({ to: moveEridLast(event.currentTarget.pathname + event.currentTarget.search + event.currentTarget.hash) });
      }}
    />
  );
}
