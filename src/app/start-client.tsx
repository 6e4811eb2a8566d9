import { allSettled, fork } from 'effector';
import { createBrowserHistory } from 'history';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { parseBrand } from '../platform/brand';
import { $anonymousId, parseCookies } from '../platform/cookies';
import { $clientHints, $device, flagContext, unknownDevice, type ClientHints, type DeviceInfo } from '../platform/device';
import { $flagrUrl, $flagsRequest, startClientFlagsRequest } from '../platform/flags';
import { detectEnvironment } from '../platform/env';
import { createShellTranslator } from '../platform/i18n';
import { pageVisit } from '../platform/market';
import { chainOf, historyStarted, servicesOf } from '../platform/router';
import { startAppFx, yieldToBrowser } from '../platform/start';
import { App } from './app';
import { router } from './routes';
import { appServices } from './services';
import { visitValues } from './visit-values';

/** Start-up stops with a visible message: the page cannot work without knowing its brand. */
function stop(message: string) {
  console.error(message);
  document.body.innerHTML = '';
  const notice = document.createElement('main');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'font: 16px system-ui, sans-serif; padding: 48px 24px; text-align: center';
  notice.textContent = message;
  document.body.append(notice);
}

/** Low-entropy client hints, where the browser gives them (Chromium). */
function clientHints(): ClientHints | null {
  const data = (navigator as Navigator & { userAgentData?: { brands?: ClientHints['brands']; mobile?: boolean; platform?: string } }).userAgentData;
  return data ? { brands: data.brands, mobile: data.mobile, platform: data.platform } : null;
}

/**
 * The app's start in the browser (spec §4), loaded by the entry once the server's page is on
 * screen. Each step is a task of its own, with a turn for the browser between them: the state
 * and scope, the matched screen's chunk and messages, hydration (a transition, which React
 * renders in slices), then the services.
 */
export async function startApp() {
  // The start's steps, as User Timing marks for profiles (README: Performance).
  performance.mark('app:start');
  const html = document.documentElement;
  let brand;
  try {
    brand = parseBrand(html.dataset.brand);
  } catch (error) {
    return stop((error as Error).message);
  }
  const { market, language, currency } = pageVisit(brand, { market: html.dataset.market, lang: html.lang, currency: html.dataset.currency });
  const state = JSON.parse(document.getElementById('__STATE__')?.textContent || '{}') as Record<string, unknown>;

  // The client's flags request starts first, with what the server knew of the visit (spec §4: the
  // page starts it; the flags service reads its promise after hydration).
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
  const scope = fork({
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
  // Hydration renders what the server rendered: the matched screen, so its chunk and messages come first.
  const match = scope.getState(router.$match);
  if (match) {
    const preloaded = await allSettled(router.preloadFx, { scope, params: chainOf(match.route) });
    if (preloaded.status === 'fail') throw preloaded.value;
  }
  await yieldToBrowser();
  performance.mark('app:hydrate');

  // Hydration as a transition: React renders it in slices of a few milliseconds and yields to the
  // browser between them; a click meanwhile hydrates its target at once and is replayed.
  await new Promise<void>((hydrated) => {
    startTransition(() => {
      hydrateRoot(document.getElementById('root')!, <App scope={scope} onHydrated={hydrated} />);
    });
  });
  // Committed: from here on React handles events everywhere on the page.
  performance.mark('app:hydrated');
  // App start (spec §4): services the server did not start (those of the browser), then
  // `appStarted`; from here models may use the network, and opening the route again starts
  // their client work. What the first screen does not need waits for an idle browser (platform/start/idle.ts).
  // A turn for the browser between the steps: each may re-render what it changed, in a task of its own.
  await yieldToBrowser();
  await allSettled(startAppFx, { scope, params: { services: [...appServices, ...servicesOf(match)], side: 'client' } });
  await yieldToBrowser();
  await allSettled(router.started, { scope });
  await yieldToBrowser();
  await allSettled(historyStarted, { scope, params: createBrowserHistory() });
  // React handles events and the app's links navigate inside the app (a link clicked before the
  // history is bound would do nothing): tests wait for this.
  html.dataset.hydrated = 'true';
}
