import { allSettled, fork, type Scope } from 'effector';
import type { BrandCode } from '../../platform/brand';
import { $translator, createShellTranslator } from '../../platform/i18n';
import { $brand, $language, $market, type Language } from '../../platform/market';
import { fetchFx } from '../../platform/request';
import { $location } from '../../platform/router';
import { router } from '../routes';

export interface VisitOptions {
  brand?: BrandCode;
  market?: string;
  language?: Language;
}

/**
 * A visit opened as the server opens it: the shell's messages only (the route brings its own),
 * the address, and the API answered by `answer`; resolves once the router has started.
 */
export async function openRoute(
  pathname: string,
  { brand = 'AS', market = 'ru', language = 'ru' }: VisitOptions,
  answer: (request: Request) => Promise<Response>,
): Promise<Scope> {
  const scope = fork({
    values: [
      [$brand, brand],
      [$market, market],
      [$language, language],
      [$location, { pathname, search: '' }],
      [$translator, await createShellTranslator({ brand, market, language })],
    ],
    handlers: [[fetchFx, answer]],
  });
  await allSettled(router.started, { scope });
  return scope;
}
