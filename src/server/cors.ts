import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes } from './api/route';

/**
 * CORS for the endpoints the app's own pages call from another host of ours (the collector and the
 * relay may live on their own hosts): an origin whose host name is one of the brand hosts gets
 * credentials; any other origin gets no CORS headers, so browsers keep its pages out.
 */
export function isOwnOrigin(origin: string | undefined, brandHosts: Record<string, unknown>): origin is string {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Object.hasOwn(brandHosts, url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

export function allowOwnOrigin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (!isOwnOrigin(origin, app.config.brandHosts)) return;
  reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
}

/** Answers preflight requests for `url` (the methods given, any requested headers). */
export function preflightRoute(app: FastifyInstance, tag: string, url: string, methods: string[]): void {
  apiRoutes(app, tag)({
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
