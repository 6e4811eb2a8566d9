import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { PlacesIndex } from './engines/places';
import { apiModules } from './api';
import { routeListPlugin } from './api/openapi';
import { apiRoutes } from './api/route';
import { registerDebugPages } from './debug-page';
import { adminTokenHeader } from './private-access';
import { Health } from '../contracts/health';
import { clockPlugin } from './plugins/clock';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { adminTokenPlugin } from './plugins/admin-token';
import { apiDocsPlugin } from './plugins/api-docs';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { fareObservationsPlugin } from './plugins/fare-observations';
import { personalDataPlugin } from './plugins/personal-data';
import { placesPlugin } from './plugins/places';
import { securityPlugin } from './plugins/security';
import { userAccessPlugin } from './plugins/user-access';
import { registerPageForms } from './page-forms';
import { ssrPlugin } from './ssr/plugin';

export interface BuildOptions {
  config: AppConfig;
  /** Leave out server rendering (API tests). */
  ssr?: boolean;
  /** The places dataset; loaded from `data/places/` when left out. */
  places?: PlacesIndex;
  /** Where log lines go instead of stdout, at `info` even when the configuration is silent (tests read them). */
  logStream?: { write(line: string): void };
  /** The image an in-memory database starts from (`DatabaseOptions.image`). */
  databaseImage?: Blob;
  /** The server's clock (`app.now`); the system's by default. */
  now?: () => number;
}

/** A hop count as Fastify applies it: the nearest `hops` addresses are proxies. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole server: every API module under its host prefix and the pages. */
export async function buildApp({ config, ssr = true, places, logStream, databaseImage, now }: BuildOptions): Promise<FastifyInstance> {
  const redact = ['req.headers.authorization', 'req.headers.cookie', `req.headers["${adminTokenHeader}"]`];
  // Requests are logged by method and path: query strings carry events (`/i`), search terms and the admin token of a `?token=` visit.
  const serializers = { req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }) };
  const app = Fastify({
    logger: logStream
      ? { level: config.logLevel === 'silent' ? 'info' : config.logLevel, redact, serializers, stream: logStream }
      : config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact, serializers },
    // Forwarded headers are believed only from the configured proxies (TRUST_PROXY; none by default).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Creating a new embedded database and migrating it takes 5–15 s on a busy machine (10 s is Fastify's default).
    pluginTimeout: 60_000,
  });

  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { now });
  await app.register(routeListPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin);
  await app.register(adminTokenPlugin);
  await app.register(databasePlugin, { image: databaseImage });
  await app.register(placesPlugin, { places });
  await app.register(personalDataPlugin);
  await app.register(fareObservationsPlugin);
  // Before the API modules: every one with private calls checks the user and sends mail through it.
  await app.register(userAccessPlugin);

  apiRoutes(
    app,
    'Server',
  )({
    method: 'GET',
    url: '/healthz',
    config: { rateLimit: false },
    contract: { summary: 'Whether the server is up, the database engine it runs on, and what its clock reads', responses: { 200: Health } },
    handler: async () => ({ status: 'ok' as const, database: app.database.engine, now: new Date(app.now()).toISOString() }),
  });

  for (const { plugin, prefix } of apiModules) await app.register(plugin, { prefix });
  registerPageForms(app);
  await registerDebugPages(app, apiDocsPlugin, {});
  if (ssr) await app.register(ssrPlugin);

  return app;
}
