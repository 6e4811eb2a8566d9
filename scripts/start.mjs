// `npm start`: builds when needed, then runs the production server in this process.
// PORT, HOST and every other variable of src/server/config.ts are honoured as they are.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './lib/build.mjs';

process.chdir(root);
process.env.NODE_ENV ??= 'production';

try {
  await ensureBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The embedded database lives under ./var/ unless DATABASE_URL points at PostgreSQL.
mkdirSync(resolve(root, 'var'), { recursive: true });

await import(pathToFileURL(resolve(root, 'dist/server/server.js')).href);
