import { useUnit } from 'effector-react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { $marker, withMarker } from '../marker';
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

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Carries the visit's marker as `marker=` (spec §4 markerable links). */
  markerable?: boolean;
};

/**
 * A link that navigates inside the app without reloading the document; an in-app address gets
 * the market prefix when the visit came with one.
 */
export function Link({ href, onClick, markerable = false, ...rest }: LinkProps) {
  const [go, prefix, marker] = useUnit([navigate, $marketPrefix, $marker]);
  return (
    <a
      {...rest}
      href={withMarketPrefix(markerable ? withMarker(href, marker) : href, prefix)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go({ to: moveEridLast(event.currentTarget.pathname + event.currentTarget.search + event.currentTarget.hash) });
      }}
    />
  );
}
