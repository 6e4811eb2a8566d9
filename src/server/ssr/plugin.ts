import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brandFromHost } from '../../platform/brand';
import { detectEnvironment } from '../../platform/env';
import { resolveVisit, type Visit } from '../../platform/market';
import { documentEnd, documentStart } from './document';
import { inProcessFetch } from './in-process-fetch';
import { developmentRenderer, productionRenderer, type PageRenderer } from './renderer';
import { anonymousIdOf, setCookie } from './visitor';

const settingCookies = ['market', 'language', 'currency'] as const;
const yearSeconds = 365 * 24 * 3600;

/** Serves the client's static assets and renders every other GET as a page. */
export const ssrPlugin = fp<{ clientDir?: string }>(
  async (app, { clientDir = resolve(process.cwd(), 'dist/client') }) => {
    let renderer: PageRenderer;
    if (app.config.dev) {
      renderer = await developmentRenderer(app);
    } else {
      if (!existsSync(resolve(clientDir, '.vite/manifest.json'))) throw new Error(`No client build in ${clientDir}: run npm run build`);
      await app.register(fastifyStatic, {
        root: resolve(clientDir, 'assets'),
        prefix: '/assets/',
        immutable: true,
        maxAge: '365d',
        index: false,
      });
      renderer = await productionRenderer(clientDir);
    }

    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, 'http://localhost');
      if (/^\/(api|assets)\//.test(url.pathname)) {
        return reply.callNotFound();
      }
      const query = Object.fromEntries(url.searchParams);
      const brand = brandFromHost(request.hostname, app.config.brandHosts, app.config.defaultBrand);
      const visit: Visit = resolveVisit({ brand, path: url.pathname, query, cookies: request.cookies });
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
      });
      for (const write of result.cookies) setCookie(request, reply, write);
      // Reports name the relay's project: the configured one, or a placeholder for this origin.
      const sentryDsn = app.config.sentryDsn ?? `${request.protocol}://public@${request.host}/1`;
      const start = documentStart({ visit, environment, title: result.title, assets: await renderer.assets(nonce, result.content ? 'content' : 'app'), nonce, styleNonce: reply.cspNonce.style, sentryDsn });
      return reply
        .status(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie, Host')
        .send(start + result.body + documentEnd(result.state));
    };

    app.get('/*', renderPage);
  },
  { name: 'ssr', dependencies: ['config', 'security'] },
);
