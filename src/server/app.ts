import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { PlacesIndex } from './engines/places';
import { apiModules } from './api';
import { routeListPlugin } from './api/openapi';
import { apiRoutes } from './api/route';
import { registerDebugPages } from './debug-page';
import { Health } from '../contracts/health';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { apiDocsPlugin } from './plugins/api-docs';
import { errorsPlugin } from './plugins/errors';
import { placesPlugin } from './plugins/places';
import { securityPlugin } from './plugins/security';
import { registerPageForms } from './page-forms';
import { ssrPlugin } from './ssr/plugin';

export interface BuildOptions {
  config: AppConfig;
  /** Leave out server rendering (API tests). */
  ssr?: boolean;
  /** The places dataset; loaded from `data/places/` when left out. */
  places?: PlacesIndex;
}

/** Builds the whole server: every API module under its host prefix and the pages. */
export async function buildApp({ config, ssr = true, places }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: true,
  });

  await app.register(configPlugin, { config });
  await app.register(routeListPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(databasePlugin);
  await app.register(placesPlugin, { places });

  apiRoutes(app, 'Server')({
    method: 'GET',
    url: '/healthz',
    config: { rateLimit: false },
    contract: { summary: 'Whether the server is up, and the database engine it runs on', responses: { 200: Health } },
    handler: async () => ({ status: 'ok' as const, database: app.database.engine }),
  });

  for (const { plugin, prefix } of apiModules) await app.register(plugin, { prefix });
  registerPageForms(app);
  await registerDebugPages(app, apiDocsPlugin, {});
  if (ssr) await app.register(ssrPlugin);

  return app;
}
