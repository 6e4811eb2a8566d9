import { useUnit } from 'effector-react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { $marker, withMarker } from '../marker';
import { buildPath, moveEridLast, withMarketPrefix } from './build-path';
import type { Route } from './define';
import type { AppHref, LinkQuery } from './link-to';
import { $marketPrefix, navigate } from './navigation';
import type { ParamNames, ParamsOf } from './path-params';

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

/** A route with the parameters its path names (none for a route without any). */
export type RouteTarget<Path extends string> = { to: Route<Path>; query?: LinkQuery } & ([ParamNames<Path>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<Path> });

export type LinkProps<Path extends string> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Carries the visit's marker as `marker=` (spec §4 markerable links). */
  markerable?: boolean;
} & (RouteTarget<Path> | { href: AppHref; to?: undefined });

/** The address a link's props name: an address already built, or a route with its parameters. */
function targetOf<Path extends string>(props: RouteTarget<Path> | { href: AppHref; to?: undefined }): AppHref {
  if (props.to === undefined) return props.href;
  // The props were typed from the route's path already, as `linkTo` types its arguments.
  return buildPath(props.to, props.params ?? {}, props.query) as AppHref;
}

/**
 * A link to a route that navigates inside the app without reloading the document; the address
 * gets the market prefix when the visit came with one.
 */
export function Link<Path extends string>(props: LinkProps<Path>) {
  const { onClick, markerable = false, to: _to, ...anchor } = props;
  const { href: _href, params: _params, query: _query, ...rest } = anchor as typeof anchor & { href?: string; params?: unknown; query?: unknown };
  const [go, prefix, marker] = useUnit([navigate, $marketPrefix, $marker]);
  const href = targetOf(props);
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
