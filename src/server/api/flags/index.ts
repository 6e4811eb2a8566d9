import fp from 'fastify-plugin';
import { dataDir } from '../../data-dir';
import { registerDebugPages } from '../../debug-page';
import type { EvaluationOptions } from '../../engines/flags';
import { flagsAdmin } from './admin';
import { flagsRoutes } from './routes';
import { FlagStore, readSeed } from './store';

export interface FlagsApiOptions extends EvaluationOptions {
  /** The seed file; `data/flags.json` by default. */
  seedFile?: string;
  /** How often flags are reloaded from the database, to see changes other processes made. */
  refreshMs?: number;
}

/**
 * Flags host (`/api/flags`): Flagr's evaluation API over the definitions in the database, seeded
 * from `data/flags.json` with the flags it does not have yet. Outside production, `GET /admin`
 * lists the flags and turns them on and off.
 */
export const flagsApi = fp<FlagsApiOptions>(
  async (app, options) => {
    const store = new FlagStore(app.database.db);
    const added = await store.seed(readSeed(options.seedFile ?? dataDir('flags.json')));
    if (added.length) app.log.info({ flags: added }, 'flags seeded');
    await store.refresh();

    const timer = setInterval(() => {
      store.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'flags refresh failed'));
    }, options.refreshMs ?? 5000).unref();
    app.addHook('onClose', async () => clearInterval(timer));

    flagsRoutes(app, store, options);
    await registerDebugPages(app, flagsAdmin, { store });
  },
  { name: 'flags-api', dependencies: ['config', 'database', 'security', 'errors'], encapsulate: true },
);
