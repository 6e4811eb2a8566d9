import { allSettled, fork, serialize } from 'effector';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { App } from './app/app';
import { pageTitle } from './app/document-title';
import { router } from './app/routes';
import { appServices } from './app/services';
import { visitValues } from './app/visit-values';
import { $anonymousId, writeCookieFx, type CookieWrite } from './platform/cookies';
import { $publicOrigin, type Environment } from './platform/env';
import { $flagrUrl } from './platform/flags';
import { $mapStyleUrl } from './platform/map';
import { $localeFormats, localeFormats, pageCurrencies } from './platform/format';
import { $translator, createShellTranslator } from './platform/i18n';
import type { Visit } from './platform/market';
import { $pageAnswer, servicesOf } from './platform/router';
import { fetchFx } from './platform/request';
import { $pendingServices, startAppFx } from './platform/start';

// The inline first script of every page; bundled here so that the server reads it as Vite built it.
export { browserCheckElement } from './platform/browser-support';
// The texts of the page an address gets over the page rate limit, from the shell's messages.
export { busyPageTexts } from './app/busy-page';

/** Who asks for the page, as the request tells. */
export interface Visitor {
  host: string;
  userAgent: string;
  referrer: string | null;
  cookies: Record<string, string>;
  anonymousId: string;
  environment: Environment;
}

export interface RenderRequest {
  pathname: string;
  search: string;
  visit: Visit;
  visitor: Visitor;
  nonce: string;
  /**
   * Answers the page's API requests while rendering: every query and mutation of the app goes
   * through `fetchFx` (platform/request), which the render's scope replaces with this.
   */
  fetch: (request: Request) => Promise<Response>;
  /** FLAGR_URL: the page asks this Flagr for its client flags instead of the flags host. */
  flagrUrl: string | null;
  /** The brand's public origin, for absolute addresses in the page's structured data. */
  publicOrigin: string;
  /** HOTELS_MAP_STYLE_URL: the maps' style; empty for the offline one. */
  mapStyleUrl: string;
}

export interface RenderResult {
  /** 301 when the page's address is another's (`location`), 404 when nothing answers it. */
  status: 200 | 301 | 404;
  location?: string;
  title: string;
  /** Serialized effector scope, already safe to put inside a <script> element. */
  state: string;
  /** The page's markup, whole: the render waits for every part of it (`onAllReady`). */
  body: string;
  /** Cookies the app set while starting, for the response's `Set-Cookie` headers. */
  cookies: CookieWrite[];
  /** The page is a content page: the server sends it with the content entry, not the app. */
  content: boolean;
  /** What search engines show under the title, where the route has one. */
  description: string | null;
}

export async function render({ pathname, search, visit, visitor, nonce, fetch, flagrUrl, publicOrigin, mapStyleUrl }: RenderRequest): Promise<RenderResult> {
  const { brand, market, language } = visit;
  // The shell's messages; opening the route adds its groups, and only those reach the page.
  const translator = await createShellTranslator({ brand, market, language });
  const cookies: CookieWrite[] = [];
  const scope = fork({
    values: [
      ...visitValues({ visit, location: { pathname, search }, translator, ...visitor }),
      [$anonymousId, visitor.anonymousId],
      [$flagrUrl, flagrUrl],
      [$publicOrigin, publicOrigin],
      [$mapStyleUrl, mapStyleUrl],
      // The browser writes numbers and dates with the server's locale data: hydration matches whatever its ICU.
      [$localeFormats, localeFormats(translator.locale, pageCurrencies(visit.currency))],
    ],
    handlers: [
      [fetchFx, fetch],
      [writeCookieFx, async (write: CookieWrite) => void cookies.push(write)],
    ],
  });

  // App start (spec §4): what the app and the matched route require, awaited before rendering.
  await allSettled(startAppFx, { scope, params: { services: [...appServices, ...servicesOf(scope.getState(router.$match))], side: 'server' } });
  const pending = scope.getState($pendingServices);
  if (pending.length > 0) throw new Error(`Services still starting after start-up: ${pending.join(', ')}`);
  // Opening the route starts the page's queries; allSettled waits for their answers.
  await allSettled(router.started, { scope });
  const current = scope.getState(router.$current);
  const answer = scope.getState($pageAnswer);
  const opened = current !== null && answer.status !== 404;
  const { t, names } = scope.getState($translator)!;

  const markup = await new Promise<PassThrough>((resolve, reject) => {
    const stream = renderToPipeableStream(<App scope={scope} />, {
      nonce,
      onAllReady: () => resolve(stream.pipe(new PassThrough())),
      onShellError: reject,
      onError: (error) => console.error(error),
    });
  });
  // The page is complete before any of it is sent (its data was awaited above): read whole, it
  // goes out in one write with its length, rather than as the render's many small chunks.
  const body = await text(markup);

  return {
    status: !opened ? 404 : answer.status === 301 ? 301 : 200,
    ...(answer.status === 301 && { location: answer.location }),
    title: pageTitle(scope.getState(router.$documentTitle), opened, t, names.appName),
    state: JSON.stringify(serialize(scope)).replace(/</g, '\\u003c'),
    body,
    cookies,
    content: current?.route.content ?? false,
    description: opened ? scope.getState(router.$documentDescription) : null,
  };
}
