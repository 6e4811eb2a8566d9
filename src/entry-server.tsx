import { allSettled, fork, serialize, type Effect } from 'effector';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough, type Readable } from 'node:stream';
import { App } from './app/app';
import { pageTitle } from './app/document-title';
import { router } from './app/routes';
import { $translator, createTranslator, loadMessagesOrEnglish } from './platform/i18n';
import { $brand, $currency, $language, $market, type Visit } from './platform/market';
import { $location } from './platform/router';
import { resolvePlacesFx, type PlaceChoice, type ResolvePlacesParams } from './product/search';

/** What the server provides in place of network calls while rendering. */
export interface ServerServices {
  resolvePlaces(params: ResolvePlacesParams): Promise<Record<string, PlaceChoice>>;
}

export interface RenderRequest {
  pathname: string;
  search: string;
  visit: Visit;
  nonce: string;
  services: ServerServices;
}

export interface RenderResult {
  status: 200 | 404;
  title: string;
  /** Serialized effector scope, already safe to put inside a <script> element. */
  state: string;
  body: Readable;
}

export async function render({ pathname, search, visit, nonce, services }: RenderRequest): Promise<RenderResult> {
  const { brand, market, language } = visit;
  const translator = createTranslator({ brand, market, language, messages: await loadMessagesOrEnglish(language) });
  const scope = fork({
    values: [
      [$brand, visit.brand],
      [$market, visit.market],
      [$language, visit.language],
      [$currency, visit.currency],
      [$location, { pathname, search }],
      [$translator, translator],
    ],
    handlers: [[resolvePlacesFx as Effect<ResolvePlacesParams, Record<string, PlaceChoice>>, services.resolvePlaces]],
  });

  await allSettled(router.started, { scope });
  const opened = scope.getState(router.$current) !== null;

  const body = await new Promise<Readable>((resolve, reject) => {
    const output = new PassThrough();
    const stream = renderToPipeableStream(<App scope={scope} translator={translator} />, {
      nonce,
      onAllReady: () => resolve(stream.pipe(output)),
      onShellError: reject,
      onError: (error) => console.error(error),
    });
  });

  return {
    status: opened ? 200 : 404,
    title: pageTitle(scope.getState(router.$documentTitle), opened, translator.t, translator.names.appName),
    state: JSON.stringify(serialize(scope)).replace(/</g, '\\u003c'),
    body,
  };
}
