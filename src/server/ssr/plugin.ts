import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brandFromHost } from '../../platform/brand';
import { detectEnvironment } from '../../platform/env';
import { resolveVisit, type Visit } from '../../platform/market';
import { busyDocument, documentEnd, documentStart } from './document';
import { inProcessFetch } from './in-process-fetch';
import { indexedPageLinks } from '../page-links';
import { brandOrigin } from '../public-links';
import { developmentRenderer, productionRenderer, type PageRenderer } from './renderer';
import { anonymousIdOf, setCookie } from './visitor';

const settingCookies = ['market', 'language', 'currency'] as const;
const yearSeconds = 365 * 24 * 3600;

/** What the page rate limit throws: the page route answers it with a short page of its own. */
class PageRateLimited extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('Too many pages from this address');
  }
}

export interface SsrOptions {
  clientDir?: string;
  /** Renders pages instead of the build in `clientDir` (tests of the page route). */
  renderer?: PageRenderer;
}

/** Vite's renderer in development; otherwise the build's, with its assets served. */
async function pageRenderer(app: FastifyInstance, clientDir: string, given: PageRenderer | undefined): Promise<PageRenderer> {
  if (app.config.dev && !given) return developmentRenderer(app);
  if (!given && !existsSync(resolve(clientDir, '.vite/manifest.json'))) throw new Error(`No client build in ${clientDir}: run npm run build`);
  await app.register(fastifyStatic, {
    root: resolve(clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  return given ?? productionRenderer(clientDir);
}

/** Serves the client's static assets and renders every other GET as a page. */
export const ssrPlugin = fp<SsrOptions>(
  async (app, { clientDir = resolve(process.cwd(), 'dist/client'), renderer: given }) => {
    const renderer = await pageRenderer(app, clientDir, given);

    const visitOf = (request: FastifyRequest, url: URL, query: Record<string, string>) =>
      resolveVisit({
        brand: brandFromHost(request.hostname, app.config.brandHosts, app.config.defaultBrand),
        path: url.pathname,
        query,
        cookies: request.cookies,
      });

    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, 'http://localhost');
      if (/^\/(api|assets)\//.test(url.pathname)) {
        return reply.callNotFound();
      }
      const query = Object.fromEntries(url.searchParams);
      const visit: Visit = visitOf(request, url, query);
      // A choice made through the query string is remembered for the next visits.
      for (const name of settingCookies) {
        if (query[name] && query[name].toLowerCase() === String(visit[name]).toLowerCase()) {
          setCookie(request, reply, { name, value: String(visit[name]), maxAge: yearSeconds });
        }
      }
      // The anonymous id is the server's to issue (spec §3); the page gets it in its state and the
      // cookie stays readable to the client, which needs it (SECURITY.md).
      const anonymous = anonymousIdOf(request.cookies);
      if (anonymous.write) setCookie(request, reply, anonymous.write);
      // What the page renders for the client, which guesses from its host when APP_ENV is unset
      // (platform/env); nothing the server decides follows it.
      const environment = detectEnvironment(request.hostname, app.config.environment);
      const visitor = {
        host: request.hostname,
        userAgent: request.headers['user-agent'] ?? '',
        referrer: request.headers.referer ?? null,
        cookies: Object.fromEntries(Object.entries(request.cookies).filter((entry): entry is [string, string] => entry[1] !== undefined)),
        anonymousId: anonymous.id,
        environment,
      };
      const nonce = reply.cspNonce.script;
      const result = await renderer.render({
        pathname: url.pathname,
        search: url.search,
        visit,
        visitor,
        nonce,
        fetch: inProcessFetch(app, request.host),
        flagrUrl: app.config.flagrUrl ?? null,
        publicOrigin: brandOrigin(app.config, visit.brand),
        mapStyleUrl: app.config.hotelsMapStyleUrl ?? '',
      });
      for (const write of result.cookies) setCookie(request, reply, write);
      // A page named by its code moves to its slug's address, with the visit's query.
      if (result.status === 301 && result.location) return reply.header('cache-control', 'private, no-cache').redirect(result.location + url.search, 301);
      // Reports name the relay's project: the configured one, or a placeholder for this origin.
      const sentryDsn = app.config.sentryDsn ?? `${request.protocol}://public@${request.host}/1`;
      const start = documentStart({
        visit,
        environment,
        title: result.title,
        assets: await renderer.assets(nonce, result.content ? 'content' : 'app'),
        nonce,
        styleNonce: reply.cspNonce.style,
        sentryDsn,
        links: result.content && result.status === 200 ? indexedPageLinks(brandOrigin(app.config, visit.brand), url.pathname, visit) : undefined,
        description: result.description,
      });
      return reply
        .status(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie, Host')
        .send(start + result.body + documentEnd(result.state));
    };

    const busyPage = async (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) => {
      const url = new URL(request.url, 'http://localhost');
      const visit = visitOf(request, url, Object.fromEntries(url.searchParams));
      const texts = await renderer.busyTexts(visit, retryAfterSeconds);
      return reply
        .status(429)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(busyDocument({ visit, texts, retryUrl: url.pathname + url.search, styleNonce: reply.cspNonce.style }));
    };

    // Pages in a context of their own, whose error handler answers the page rate limit with a page.
    await app.register(async (pages) => {
      pages.setErrorHandler(async (error, request, reply) => {
        if (error instanceof PageRateLimited) return busyPage(request, reply, error.retryAfterSeconds);
        throw error;
      });
      pages.get('/*', {
        config: {
          rateLimit: {
            max: app.config.pageRateLimit,
            timeWindow: '1 minute',
            errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => new PageRateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
          },
        },
        handler: renderPage,
      });
    });
  },
  { name: 'ssr', dependencies: ['config', 'security'] },
);
