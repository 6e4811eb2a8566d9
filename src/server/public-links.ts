import type { BrandCode } from '../platform/brand';
import type { AppHref } from '../platform/router';
import type { AppConfig } from './config';

type LinkConfig = Pick<AppConfig, 'publicUrls' | 'port' | 'userAuth' | 'defaultBrand'>;

/** The hosts a brand is served on out of the box (`defaultBrandHosts`), for its links when no public URL is set. */
const localHosts: Record<BrandCode, string> = { AS: 'localhost', WA: 'wa.localhost' };

/**
 * A brand's public origin: `PUBLIC_URL_AS` / `PUBLIC_URL_WA`; for the default brand `AUTH_PUBLIC_URL`
 * before them (the origin its logins already name); otherwise the brand's local host on this port.
 */
export function brandOrigin(config: LinkConfig, brand: BrandCode): string {
  const configured = config.publicUrls[brand] ?? (brand === config.defaultBrand ? config.userAuth.publicUrl : undefined);
  return (configured ?? `http://${localHosts[brand]}:${config.port}`).replace(/\/$/, '');
}

/** The absolute address of a page of the app (`linkTo(route, …)`) on a brand's public origin, for a message's link. */
export const pageUrl = (config: LinkConfig, brand: BrandCode, href: AppHref): string => `${brandOrigin(config, brand)}${href}`;
