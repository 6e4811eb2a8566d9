import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { PlacesIndex } from './engines/places';
import { apiModules } from './api';
import { FlagEvaluator } from './api/flags';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { placesPlugin } from './plugins/places';
import { securityPlugin } from './plugins/security';
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
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(databasePlugin);
  await app.register(placesPlugin, { places });

  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok', database: app.database.engine }));

  // The flags module's evaluator, callable without HTTP (its tests compare it with the route).
  app.decorate('flagEvaluator', new FlagEvaluator());
  for (const { plugin, prefix } of apiModules) await app.register(plugin, { prefix });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${request.url.split('?')[0]} not found` }),
  );
  if (ssr) await app.register(ssrPlugin);

  return app;
}
