import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandFromHost } from '../platform/brand';
import { resolveVisit, type Visit } from '../platform/market';

/**
 * The visit a request comes from, as its page resolves it: the brand of the host, the market of the
 * path, the query or the call (the page's) or else the visit's cookie or the brand's default, and the
 * language the page shows in that market (its cookie when the market offers it, else the default).
 * Messages a call sends are written in this visit's language and link to its brand's site.
 */
export function requestVisit(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'hostname' | 'cookies'>,
  { path = '/', market }: { path?: string; market?: string } = {},
): Visit {
  const brand = brandFromHost(request.hostname, app.config.brandHosts, app.config.defaultBrand);
  return resolveVisit({ brand, path, query: market ? { market } : {}, cookies: request.cookies });
}
