import { allSettled, fork, serialize, type Effect } from 'effector';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough, type Readable } from 'node:stream';
import { App } from './app/app';
import { pageTitle } from './app/document-title';
import { router } from './app/routes';
import { appServices } from './app/services';
import { $anonymousId, $cookies, writeCookieFx, type CookieWrite } from './platform/cookies';
import { $userAgent } from './platform/device';
import type { EvaluationBatchRequest, EvaluationBatchResponse } from './contracts/flags';
import { $environment, $host, type Environment } from './platform/env';
import { $flagrUrl, evaluateServerFlagsFx } from './platform/flags';
import { $translator, createShellTranslator } from './platform/i18n';
import { $brand, $currency, $language, $market, type Visit } from './platform/market';
import { $referrer } from './platform/marker';
import { $location, servicesOf } from './platform/router';
import { $pendingServices, startAppFx } from './platform/start';
import { resolvePlacesFx, type PlaceChoice, type ResolvePlacesParams } from './product/search';

// The inline first script of every page; bundled here so that the server reads it as Vite built it.
export { browserCheckElement } from './platform/browser-support';

/** What the server provides in place of network calls while rendering. */
export interface ServerServices {
  resolvePlaces(params: ResolvePlacesParams): Promise<Record<string, PlaceChoice>>;
  /** The built-in flags evaluator, called directly. */
  evaluateFlags(body: EvaluationBatchRequest): Promise<EvaluationBatchResponse>;
  /** FLAGR_URL: the page asks this Flagr for its client flags instead of the flags host. */
  flagrUrl: string | null;
}

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
  services: ServerServices;
}

export interface RenderResult {
  status: 200 | 404;
  title: string;
  /** Serialized effector scope, already safe to put inside a <script> element. */
  state: string;
  body: Readable;
  /** Cookies the app set while starting, for the response's `Set-Cookie` headers. */
  cookies: CookieWrite[];
}

export async function render({ pathname, search, visit, visitor, nonce, services }: RenderRequest): Promise<RenderResult> {
  const { brand, market, language } = visit;
  // The shell's messages; opening the route adds its groups, and only those reach the page.
  const translator = await createShellTranslator({ brand, market, language });
  const cookies: CookieWrite[] = [];
  const scope = fork({
    values: [
      [$brand, visit.brand],
      [$market, visit.market],
      [$language, visit.language],
      [$currency, visit.currency],
      [$location, { pathname, search }],
      [$translator, translator],
      [$host, visitor.host],
      [$environment, visitor.environment],
      [$userAgent, visitor.userAgent],
      [$referrer, visitor.referrer],
      [$cookies, visitor.cookies],
      [$anonymousId, visitor.anonymousId],
      [$flagrUrl, services.flagrUrl],
    ],
    handlers: [
      [resolvePlacesFx as Effect<ResolvePlacesParams, Record<string, PlaceChoice>>, services.resolvePlaces],
      [evaluateServerFlagsFx as Effect<EvaluationBatchRequest, EvaluationBatchResponse | null>, services.evaluateFlags],
      [writeCookieFx, async (write: CookieWrite) => void cookies.push(write)],
    ],
  });

  // App start (spec §4): what the app and the matched route require, awaited before rendering.
  await allSettled(startAppFx, { scope, params: { services: [...appServices, ...servicesOf(scope.getState(router.$match))], side: 'server' } });
  const pending = scope.getState($pendingServices);
  if (pending.length > 0) throw new Error(`Services still starting after start-up: ${pending.join(', ')}`);
  await allSettled(router.started, { scope });
  const opened = scope.getState(router.$current) !== null;
  const { t, names } = scope.getState($translator)!;

  const body = await new Promise<Readable>((resolve, reject) => {
    const output = new PassThrough();
    const stream = renderToPipeableStream(<App scope={scope} />, {
      nonce,
      onAllReady: () => resolve(stream.pipe(output)),
      onShellError: reject,
      onError: (error) => console.error(error),
    });
  });

  return {
    status: opened ? 200 : 404,
    title: pageTitle(scope.getState(router.$documentTitle), opened, t, names.appName),
    state: JSON.stringify(serialize(scope)).replace(/</g, '\\u003c'),
    body,
    cookies,
  };
}
