import { brandCodes, brands, type BrandCode } from '../../../src/platform/brand';
import { e2ePort } from './environment';

export type { BrandCode };
export { brandCodes };

/**
 * The host each brand is served on in end-to-end runs (the server's default host map). AS uses
 * plain localhost because Playwright's own requests (`route.fetch`) resolve names through the
 * system, which knows no `*.localhost`; the browser maps them itself (see environment.ts).
 */
export const brandHosts: Record<BrandCode, string> = { AS: 'localhost', WA: 'wa.localhost' };

/** An absolute address of `path` on the brand's host, e.g. `brandUrl('WA', '/search')`. */
export function brandUrl(brand: BrandCode, path = '/'): string {
  return new URL(path, `http://${brandHosts[brand]}:${e2ePort()}`).toString();
}

/** The brand's name in its default language, as shown in titles and the logo's label. */
export function brandDisplayName(brand: BrandCode): string {
  const { name, defaults } = brands[brand];
  return defaults.language === 'ru' ? name.ru : name.en;
}
