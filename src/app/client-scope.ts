import { fork, type Scope } from 'effector';
import { parseBrand } from '../platform/brand';
import { $anonymousId, parseCookies } from '../platform/cookies';
import { $clientHints, $device, flagContext, unknownDevice, type ClientHints, type DeviceInfo } from '../platform/device';
import { $publicOrigin, detectEnvironment } from '../platform/env';
import { $flagrUrl, $flagsRequest, startClientFlagsRequest } from '../platform/flags';
import { createShellTranslator } from '../platform/i18n';
import { pageVisit } from '../platform/market';
import { yieldToBrowser } from '../platform/start/idle';
import { visitValues } from './visit-values';

/** Low-entropy client hints, where the browser gives them (Chromium). */
function clientHints(): ClientHints | null {
  const data = (navigator as Navigator & { userAgentData?: { brands?: ClientHints['brands']; mobile?: boolean; platform?: string } }).userAgentData;
  return data ? { brands: data.brands, mobile: data.mobile, platform: data.platform } : null;
}

/**
 * The app's scope in the browser, from the page's attributes and the server's state: what the
 * app hydrates with, and what a content page starts its services with. Throws when the page
 * names no brand the app knows (`parseBrand`'s message).
 */
export async function clientScope(): Promise<Scope> {
  const html = document.documentElement;
  const brand = parseBrand(html.dataset.brand);
  const { market, language, currency } = pageVisit(brand, { market: html.dataset.market, lang: html.lang, currency: html.dataset.currency });
  const state = JSON.parse(document.getElementById('__STATE__')?.textContent || '{}') as Record<string, unknown>;

  // The client's flags request starts first, with what the server knew of the visit (spec §4: the
  // page starts it; the flags service reads its promise after the start).
  const flagsRequest = startClientFlagsRequest({
    context: flagContext({ market, language, device: (state[$device.sid!] as DeviceInfo | undefined) ?? unknownDevice }),
    entityID: (state[$anonymousId.sid!] as string | null | undefined) ?? null,
    flagrUrl: (state[$flagrUrl.sid!] as string | null | undefined) ?? null,
  });
  // Its failure is the flags service's to report, once it reads the promise.
  flagsRequest.catch(() => undefined);

  const translator = await createShellTranslator({ brand, market, language });
  await yieldToBrowser();
  performance.mark('app:fork');
  return fork({
    values: {
      ...state,
      ...Object.fromEntries(
        visitValues({
          visit: { brand, market, language, currency },
          location: { pathname: window.location.pathname, search: window.location.search },
          translator,
          host: window.location.hostname,
          environment: detectEnvironment(window.location.hostname, html.dataset.env),
          userAgent: navigator.userAgent,
          referrer: document.referrer || null,
          cookies: parseCookies(document.cookie),
        }).map(([store, value]) => [store.sid!, value]),
      ),
      [$publicOrigin.sid!]: window.location.origin,
      [$clientHints.sid!]: clientHints(),
      [$flagsRequest.sid!]: flagsRequest,
    },
  });
}
