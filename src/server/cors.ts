import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes } from './api/route';
import { serverEnvironment, type AppConfig } from './config';
import { isLocalHostName } from './private-access';

/**
 * CORS for the endpoints the app's own pages call from another host of ours (the collector and the
 * relay may live on their own hosts). Credentials go only to configured origins: a host of
 * `BRAND_HOSTS` (over https in production), and local names on any port only when the app runs
 * locally (`APP_ENV=local`), so no page served from someone's `localhost` reads a production
 * answer with the visitor's cookies. Any other origin gets no CORS headers.
 */
export function isOwnOrigin(origin: string | undefined, config: Pick<AppConfig, 'brandHosts' | 'environment' | 'env'>): origin is string {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const environment = serverEnvironment(config);
  const host = url.hostname.toLowerCase();
  if (isLocalHostName(host)) return environment === 'local' && (url.protocol === 'http:' || url.protocol === 'https:');
  const schemes = environment === 'production' ? ['https:'] : ['https:', 'http:'];
  return schemes.includes(url.protocol) && Object.hasOwn(config.brandHosts, host);
}

export function allowOwnOrigin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (!isOwnOrigin(origin, app.config)) return;
  reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
}

/** Answers preflight requests for `url` (the methods given, any requested headers). */
export function preflightRoute(app: FastifyInstance, tag: string, url: string, methods: string[]): void {
  apiRoutes(
    app,
    tag,
  )({
    method: 'OPTIONS',
    url,
    config: { rateLimit: false },
    contract: {
      summary: 'CORS preflight',
      description: `Allows ${methods.join(', ')} from the brands' own origins; other origins get no CORS headers.`,
      responses: { 204: { description: 'No body; CORS headers for an own origin' } },
    },
    handler: async (_input, request, reply) => {
      allowOwnOrigin(app, request, reply);
      if (reply.hasHeader('access-control-allow-origin')) {
        reply
          .header('access-control-allow-methods', [...methods, 'OPTIONS'].join(', '))
          .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'Content-Type')
          .header('access-control-max-age', '7200');
      }
      return reply.status(204).send();
    },
  });
}
