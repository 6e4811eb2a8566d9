import { allSettled, fork, type Scope } from 'effector';
import { parseBrand } from '../../platform/brand';
import { $anonymousId, parseCookies } from '../../platform/cookies';
import { $clientHints, $device, flagContext, unknownDevice, type ClientHints, type DeviceInfo } from '../../platform/device';
import { detectEnvironment } from '../../platform/env';
import { $flagrUrl, $flagsRequest, startClientFlagsRequest } from '../../platform/flags';
import { createShellTranslator } from '../../platform/i18n';
import { pageVisit } from '../../platform/market';
import { tracingService } from '../../platform/services';
import { startAppFx } from '../../platform/start';
import { reporter, startTracingFx } from '../../platform/tracing';
import { appServices } from '../services';
import { visitValues } from '../visit-values';
import { yieldToMain } from './entry-idle';
import { takeOverOnUse } from './links';

/** Low-entropy client hints, where the browser gives them (Chromium). */
function clientHints(): ClientHints | null {
  const data = (navigator as Navigator & { userAgentData?: { brands?: ClientHints['brands']; mobile?: boolean; platform?: string } }).userAgentData;
  return data ? { brands: data.brands, mobile: data.mobile, platform: data.platform } : null;
}

/**
 * The app's scope for a content page, from the page's attributes and the server's state, as the
 * app's entry forks it; nothing is rendered: the server's HTML stays as it is.
 */
async function contentScope(): Promise<Scope> {
  const html = document.documentElement;
  const brand = parseBrand(html.dataset.brand);
  const { market, language, currency } = pageVisit(brand, { market: html.dataset.market, lang: html.lang, currency: html.dataset.currency });
  const state = JSON.parse(document.getElementById('__STATE__')?.textContent || '{}') as Record<string, unknown>;
  const flagsRequest = startClientFlagsRequest({
    context: flagContext({ market, language, device: (state[$device.sid!] as DeviceInfo | undefined) ?? unknownDevice }),
    entityID: (state[$anonymousId.sid!] as string | null | undefined) ?? null,
    flagrUrl: (state[$flagrUrl.sid!] as string | null | undefined) ?? null,
  });
  flagsRequest.catch(() => undefined);
  const translator = await createShellTranslator({ brand, market, language });
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
      [$clientHints.sid!]: clientHints(),
      [$flagsRequest.sid!]: flagsRequest,
    },
  });
}

/**
 * The error SDK, the heaviest of the services, loads on a content page only when there is
 * something to report (an error queued since the first line of the entry, or a later one) or when
 * the app takes over; until then the reporter's queue keeps every call.
 */
function startErrorReportingWhenNeeded(scope: Scope): void {
  const start = () => {
    window.removeEventListener('error', start);
    window.removeEventListener('unhandledrejection', start);
    void allSettled(startTracingFx, { scope });
  };
  if (reporter.pending().length > 0) return start();
  window.addEventListener('error', start);
  window.addEventListener('unhandledrejection', start);
}

/**
 * Runs once a content page is idle: the services every page requires start in the browser (the
 * page view among them, its tracker loading as a chunk of its own), then in-app links are taken
 * over. Each step is a task of its own.
 */
export async function startContentPage(): Promise<void> {
  const scope = await contentScope();
  await yieldToMain();
  const services = appServices.filter((service) => service !== tracingService);
  await allSettled(startAppFx, { scope, params: { services, side: 'client' } });
  await yieldToMain();
  startErrorReportingWhenNeeded(scope);
  takeOverOnUse(scope);
  // Links and the search form are the app's from here on: tests wait for this.
  document.documentElement.dataset.appReady = 'true';
}
