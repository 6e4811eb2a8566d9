import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Opens the database (migrating it) before the server listens and closes it on shutdown. */
export const databasePlugin = fp(
  async (app, { image }: { image?: Blob }) => {
    const handle = await openDatabase({ url: app.config.databaseUrl, dataDir: app.config.pgliteDir, image, log: app.log });
    app.decorate('database', handle);
    app.addHook('onClose', () => handle.close());
    app.log.info({ engine: handle.engine }, 'database ready');
  },
  { name: 'database', dependencies: ['config'] },
);
