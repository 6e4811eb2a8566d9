import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mapStyleOrigin, serverEnvironment } from '../config';
import { isInProcess } from '../in-process';

/**
 * Headers, compression, cookies and the global rate limit every route gets. Rate limits count per
 * `request.ip`, the client after the trust boundary (`TRUST_PROXY`), so a forged
 * `X-Forwarded-For` from anyone else is not a new client.
 */
export const securityPlugin = fp(
  async (app) => {
    const production = serverEnvironment(app.config) === 'production';
    // A configured map style (HOTELS_MAP_STYLE_URL) is fetched, with its tiles, glyphs and sprites, from its origin.
    const mapOrigin = app.config.hotelsMapStyleUrl ? mapStyleOrigin(app.config.hotelsMapStyleUrl) : null;
    const mapSources = mapOrigin ? [mapOrigin] : [];
    await app.register(cookie);
    await app.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate'], threshold: 1024 });
    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Element styles come from our files, plus what the container queries polyfill makes
          // of them in browsers that need it: its own <style> (carrying the page's style nonce,
          // which helmet adds here) and the rewritten stylesheets as blob: URLs. In development
          // Vite injects <style> elements, and a nonce would disable 'unsafe-inline'.
          styleSrc: ["'self'", 'blob:'],
          ...(app.config.dev ? { styleSrcElem: ["'self'", 'blob:', "'unsafe-inline'"] } : {}),
          // No style attributes at all: computed values (a progress bar's width, a stop's place)
          // go through elements and attributes that are not styles, or classes.
          styleSrcAttr: ["'none'"],
          // blob: for the polyfill too: an image tells it when a rewritten stylesheet loaded.
          imgSrc: ["'self'", 'data:', 'blob:', ...mapSources],
          // blob: as the polyfill reads back the stylesheets it rewrote.
          connectSrc: ["'self'", 'blob:', ...mapSources, ...(app.config.dev ? ['ws:'] : [])],
          // The hotels' map (MapLibre) draws in a worker: a file of the build, served from here, so
          // 'self' is enough (no blob:, which only a worker loaded from another origin would need).
          // Stated, so that what workers may run does not follow script-src by default.
          workerSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Production is served over https only (APP_ENV, not the request); locally plain http.
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // The social login popup goes through the provider's origin and back; the page that opened
      // it must keep its handle (`window.opener`) to receive the result.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    // Before the rate limit, which counts by address: a request whose connection closed before it was
    // handled (a page left mid-load) has none, and nobody waits for its answer.
    app.addHook('onRequest', dropWhenClientGone);
    await app.register(rateLimit, {
      global: true,
      max: app.config.globalRateLimit,
      timeWindow: '1 minute',
      // Static assets are never limited: a page view brings a dozen of them, and they are immutable files.
      allowList: (request) => isInProcess(request) || request.url.startsWith('/assets/'),
      ...(app.config.redisUrl ? { redis: await redisClient(app.config.redisUrl) } : {}),
    });
  },
  { name: 'security', dependencies: ['config'] },
);

async function redisClient(url: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}

/** Ends a request whose client has gone (its socket has no address left) without running it. */
export async function dropWhenClientGone(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.ip !== undefined) return;
  reply.hijack();
  reply.raw.destroy();
}
