import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { isInProcess } from '../in-process';

/** Headers, compression, cookies and the global rate limit every route gets. */
export const securityPlugin = fp(
  async (app) => {
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
          // Style attributes carry computed values such as a progress bar's width.
          styleSrcAttr: ["'unsafe-inline'"],
          // blob: for the polyfill too: an image tells it when a rewritten stylesheet loaded.
          imgSrc: ["'self'", 'data:', 'blob:'],
          // blob: as the polyfill reads back the stylesheets it rewrote.
          connectSrc: ["'self'", 'blob:', ...(app.config.dev ? ['ws:'] : [])],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // The app is served over plain HTTP on localhost too; HSTS is the proxy's job in production.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      global: true,
      max: app.config.globalRateLimit,
      timeWindow: '1 minute',
      allowList: isInProcess,
      ...(app.config.redisUrl ? { redis: await redisClient(app.config.redisUrl) } : {}),
    });
  },
  { name: 'security', dependencies: ['config'] },
);

async function redisClient(url: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}
