import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const migrationsDir = resolve(import.meta.dirname, '../../src/server/db/migrations');
const databaseModule = resolve(migrationsDir, '../index.ts');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The database module finds its SQL migrations beside itself (`./migrations`). In the server
 * bundle "itself" is whichever chunk the module landed in, so the migrations are emitted next to
 * that chunk, e.g. `dist/server/migrations/`.
 */
export function copyMigrations(): Plugin {
  return {
    name: 'copy-migrations',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && Boolean(isSsrBuild),
    generateBundle(_options, bundle) {
      const host = Object.values(bundle).find((output) => output.type === 'chunk' && output.moduleIds.some((id) => resolve(id) === databaseModule));
      if (!host) return;
      const target = posix.join(posix.dirname(host.fileName), 'migrations');
      for (const file of filesUnder(migrationsDir)) {
        const name = relative(migrationsDir, file).split(/[\\/]/).join('/');
        this.emitFile({ type: 'asset', fileName: `${target}/${name}`, source: readFileSync(file) });
      }
    },
  };
}
